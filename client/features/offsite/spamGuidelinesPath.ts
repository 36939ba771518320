/** Our page on spam links, where the 'Heads up!' modal's 'Learn more' leads (client/features/offsite/SpamGuidelinesPage). */
export const SPAM_GUIDELINES_PATH = '/help/spam';
