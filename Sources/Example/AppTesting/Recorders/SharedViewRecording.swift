import ProfileApp

// The shared parts of the module views, recorded once for every recorder that has them. A recorder
// that implements one of these methods itself simply takes precedence.

extension LoadingView where Self: RecorderView {
  /// Records the progress indicator shown.
  public func showLoading() { record(.loading(true)) }
  /// Records the progress indicator hidden.
  public func hideLoading() { record(.loading(false)) }
}

extension AlertingView where Self: RecorderView {
  /// Records an alert shown.
  public func showAlert(_ alert: AlertViewModel) { record(.alert(alert)) }
}
