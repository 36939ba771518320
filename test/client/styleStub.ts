// Stylesheets are webpack's business; in jsdom they are empty modules.
export {};
