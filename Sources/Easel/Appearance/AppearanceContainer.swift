/// An object that can contain views for `appearance(whenContainedInInstancesOf:)`, like
/// `UIAppearanceContainer`: views and view controllers.
@preconcurrency @MainActor
public protocol AppearanceContainer: AnyObject {}

extension View: AppearanceContainer {}
extension ViewController: AppearanceContainer {}
