/** Texts of the pages a newsletter mail's links open (double opt-in and unsubscribe). */
export const newsletterLinks = {
  confirm: {
    title: 'Confirm your subscription',
    working: 'Confirming your subscription...',
    done: 'Your subscription is confirmed. Thank you! The next issue will reach your inbox.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    working: 'Unsubscribing...',
    done: 'You are unsubscribed. You will not receive the newsletter any more.',
  },
  invalid: 'This link is invalid or has expired. Sign up again in the footer of any page to get a new one.',
  failure: 'Sorry, something went wrong. Please open the link again in a moment.',
  home: 'Back to Home',
};
