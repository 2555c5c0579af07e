/** What the reader reads once their feedback has gone where it goes. */
export function thanksMessage(outcome: 'sent' | 'github' | 'kept'): string {
  switch (outcome) {
    case 'sent':
      return 'Thank you. Your feedback was sent to the documentation team.';
    case 'github':
      return 'Thank you. Finish in the GitHub tab: your issue is sent once you submit it there.';
    case 'kept':
      return 'Thank you for your answer.';
  }
}
