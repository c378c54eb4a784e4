import Foundation

// Easel's classes whose UIKit and Core Animation classes descend from `NSObject` answer
// `NSObjectProtocol` as `NSObject` does (see `_NSObjectBehaviour`): identity equality and
// hash, `isProxy()` false, `description` `<Module.Type: 0x…>` unless the class has its own.
// Here, in Easel, because Easel's own delegate and data source protocols refine
// `NSObjectProtocol` as UIKit's do, and Easel's classes adopt them.

extension Responder: _NSObjectBehaviour {}
extension Layer: _NSObjectBehaviour {}
extension GestureRecognizer: _NSObjectBehaviour {}
extension BarItem: _NSObjectBehaviour {}
extension Animation: _NSObjectBehaviour {}
extension EmitterCell: _NSObjectBehaviour {}
extension AlertAction: _NSObjectBehaviour {}
extension ViewPropertyAnimator: _NSObjectBehaviour {}
extension DisplayLink: _NSObjectBehaviour {}
extension AccessibilityElement: _NSObjectBehaviour {}
extension StoryboardSegue: _NSObjectBehaviour {}
extension Storyboard: _NSObjectBehaviour {}
extension Touch: _NSObjectBehaviour {}
extension Event: _NSObjectBehaviour {}
extension DynamicAnimator: _NSObjectBehaviour {}
extension DynamicBehavior: _NSObjectBehaviour {}
extension PresentationController: _NSObjectBehaviour {}
extension CollectionViewLayout: _NSObjectBehaviour {}
extension MenuElement: _NSObjectBehaviour {}
extension TableViewDiffableDataSource: _NSObjectBehaviour {}
extension CollectionViewDiffableDataSource: _NSObjectBehaviour {}
// Their descriptions read the constraint's or guide's state on the main actor.
extension LayoutConstraint: @MainActor _NSObjectBehaviour {}
extension LayoutGuide: @MainActor _NSObjectBehaviour {}
