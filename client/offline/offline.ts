import './offline.css';

// The service worker shows this page in place of one that could not load. Coming back online loads that page (this
// document's url is its url), as 'Try again' does.
window.addEventListener('online', () => window.location.reload());
