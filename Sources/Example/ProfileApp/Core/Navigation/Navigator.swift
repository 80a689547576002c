/// The navigation stack a router drives: a navigation controller in an app, a recorder in tests.
///
/// A navigator sends the UIKit lifecycle: `viewDidLoad` once when a view is first shown and
/// `viewWillAppear` every time it becomes the top screen.
public protocol Navigator: AnyObject {
  /// The screens of the stack, root first, then the modal screen.
  var screens: [ScreenID] { get }
  /// Shows `view` on top of the stack.
  func push(_ view: any ModuleView)
  /// Removes the top of the stack.
  func pop()
  /// Replaces the whole stack with `view`.
  func setRoot(_ view: any ModuleView)
  /// Shows `view` modally over the stack.
  func present(_ view: any ModuleView)
  /// Dismisses the modal view, if any.
  func dismiss()
}
