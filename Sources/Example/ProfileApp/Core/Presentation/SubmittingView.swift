/// A view that shows a spinning progress indicator while work is in flight.
public protocol LoadingView: AnyObject {
  /// Shows the spinning progress indicator.
  func showLoading()
  /// Hides the progress indicator.
  func hideLoading()
}

/// A view that shows alerts.
public protocol AlertingView: AnyObject {
  /// Shows an alert.
  func showAlert(_ alert: AlertViewModel)
}

/// A view with a form that submits to a service: a submit button, a progress indicator, alerts.
///
/// Forms (Login, Signup, the profile form) refine it so that every submission looks the same.
public protocol SubmittingView: LoadingView, AlertingView {
  /// Enables or disables the submit button.
  func setSubmitEnabled(_ enabled: Bool)
}

extension SubmittingView {
  /// Shows a submission starting (button disabled, then indicator shown) or ending (button
  /// re-enabled, then indicator hidden), always in that order.
  public func showSubmitting(_ submitting: Bool) {
    setSubmitEnabled(!submitting)
    if submitting { showLoading() } else { hideLoading() }
  }
}
