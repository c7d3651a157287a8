/** Every user-facing string of the spec (sections 2, 5, 8, 9), exact. UIs and tests import these. */

export const STRINGS = {
  // landing
  heroTitle: 'Create AI chatbots from your own content',
  heroSubtitle: 'Get instant, concise text summaries and a bot that answers for you.',
  tryForFree: 'Try for free',
  learnMore: 'Learn more',
  getStarted: 'Get Started',
  contactReply: 'We will reply as soon as possible.',

  // header
  logIn: 'Log in',
  searchPlaceholder: 'Search User',
  searchResultsHeading: 'Search results',
  noResults: 'No results found',
  menuSettings: 'Settings',
  menuYourBots: 'Your Bots',
  menuProfile: 'Profile',
  menuLogout: 'Logout',
  navHome: 'Home',
  navFeatures: 'Features',
  navPricing: 'Pricing',
  navContact: 'Contact',

  // create-bot
  loginToCreate: 'Please login to create a bot.',
  welcome: 'Welcome,',
  defaultUserName: 'User',
  createTitle: 'Create Your AI Bot',
  createHint: 'Train your bot on your resume, papers, books or PDFs.',
  fileSelected: 'File Selected:',
  textPlaceholder: 'Enter text here',
  youtubePlaceholder: 'Enter YouTube Video Link',
  websitePlaceholder: 'Enter Website Link',
  createBot: 'Create Bot',
  enterBotName: 'Enter Bot Name',
  cancel: 'Cancel',
  inputTextPanel: 'Input Text',
  summarizedTextPanel: 'Summarized Text',
  inputCopied: 'Input text copied to clipboard.',
  summaryCopied: 'Summarized text copied to clipboard.',
  transcriptNotFound: 'Transcript not found.',
  transcriptError: 'Error fetching transcript. Please try again.',
  botCreated: 'Bot generated successfully.',
  botCreateError: 'Error creating bot. Please try again later.',

  // login
  loginTo: 'Login to',
  registerTo: 'Register to',
  loginWithGoogle: 'Login with Google',
  registerWithGoogle: 'Register with Google',
  googleSoon: 'Google Authentication will be available soon',
  haveAccount: 'Already have an account?',
  noAccount: "Don't have an account?",
  invalidCredentials: 'Invalid Credentials',

  // profile
  loading: 'Loading...',
  errorPrefix: 'Error: ',
  fetchUserFailed: 'Failed to fetch user data',
  totalBotsCreated: 'Total bots created',
  allBots: 'All Bots:',
  noBotsCreated: 'No bots created',

  // your-bots
  loginFirst: 'Please Login First!',
  hereAreYourBots: 'Here are your bots:',
  confirmDelete: 'Are you sure you want to delete this bot?',
  chat: 'Chat',
  noBotsYet: "You haven't created any bots yet.",
  createBotLink: 'Create bot',
  shareSubject: 'Check out my bot',
  instagramUnsupported: 'Instagram does not support direct link sharing. Please share the link manually.',
  copyLink: 'Copy link',
  copyEmbed: 'Copy embed code',
  linkCopied: 'Link copied to clipboard.',
  embedCopied: 'Embed code copied to clipboard.',

  // chat
  typing: 'Typing...',
  chatPlaceholder: 'Type or speak a message',
  trainingPlaceholder: 'Training bot, please wait...',
  noResponse: 'No response from bot.',
  answerError: 'An error occurred while fetching the answer.',
  speechUnsupported: 'Your browser does not support Speech Recognition.',
  botNotFound: 'This bot does not exist or was deleted.',
  newChat: 'New chat',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  // chat screen and widget (beyond the spec)
  botLoadError: 'Could not load this bot. Please check your connection and try again.',
  retry: 'Try again',
  back: 'Back',
  readAloud: 'Read aloud',
  stopReading: 'Stop',
  speakMessage: 'Speak a message',
  listening: 'Listening...',
  messageLabel: 'Message',
  send: 'Send',
  dismiss: 'Dismiss',
  speechSynthesisUnsupported: 'Your browser cannot read messages aloud.',
  speechFailed: 'Could not hear you. Please check the microphone and try again.',
  chatWith: 'Chat with',

  // search errors (logged only)
  searchFailed: 'Search failed',
} as const;

export type StringKey = keyof typeof STRINGS;
