/** What made the login modal open (platform-services.md section 6); each has its own header. */
export type LoginTrigger =
  | 'default'
  | 'save'
  | 'send'
  | 'edit'
  | 'createPinOrBoard'
  | 'createBoard'
  | 'hide'
  | 'shareProfile'
  | 'follow'
  | 'unfollow'
  | 'groupBoardInvite';
