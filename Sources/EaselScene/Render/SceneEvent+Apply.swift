import Easel
import Foundation

extension SceneEvent {
    /// Does what the event says to the views, as app code would in an event handler:
    /// it only sets and marks; the commit at the end of the turn does the work.
    @MainActor
    func apply(to views: [String: View], controllers: SceneControllers) {
        switch action {
        case .set(let id, let properties):
            guard let view = views[id] else { return }
            for property in properties { property.apply(to: view) }
        case .setNeedsDisplay(let id, let rect):
            if let rect { views[id]?.setNeedsDisplay(rect) } else { views[id]?.setNeedsDisplay() }
        case .setNeedsLayout(let id):
            views[id]?.setNeedsLayout()
        case .scroll(let id, let offset, let animated):
            (views[id] as? ScrollView)?.setContentOffset(offset, animated: animated)
        case .navigation(let navigation):
            navigation.perform(with: controllers)
        }
    }
}
