// A gateway that refused or could not be reached while starting a payment: the order service logs `detail` and shows
// the learner `message`, which is Chinese and says nothing of the merchant's setup.

export class GatewayError extends Error {
  constructor(
    message: string,
    /** What the gateway answered (its code and message), for the log. */
    readonly detail: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}
