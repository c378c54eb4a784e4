import Easel
import Foundation

extension SceneEvent.Action {
    /// Does what the event says, as app code (or the system) would in an event
    /// handler: it sets, marks and schedules; the commit at the end of the turn does
    /// the work. The tree guarantees every id names a view, layer, constraint or controller of
    /// the stage.
    @MainActor
    func perform(on stage: SceneStage) {
        switch self {
        case .set(let id, let properties):
            guard let view = stage.views[id] else { return }
            for property in properties {
                property.apply(to: view)
                if case .controlActions(let actions) = property, let control = view as? Control {
                    stage.addActions(actions, to: control)
                }
            }
        case .setLayer(let id, let properties):
            guard let layer = stage.layers[id] else { return }
            for property in properties { property.apply(to: layer) }
        case .setNeedsDisplay(let id, let rect):
            if let rect { stage.views[id]?.setNeedsDisplay(rect) } else { stage.views[id]?.setNeedsDisplay() }
        case .setNeedsLayout(let id):
            stage.views[id]?.setNeedsLayout()
        case .tap(let target, let duration): stage.tap(target, duration: duration)
        case .longPress(let target, let duration): stage.longPress(target, duration: duration)
        case .drag(let points, let duration): stage.drag(along: points, duration: duration)
        case .constant(let id, let constant): stage.constraints[id]?.constant = constant
        case .animate(let animation): stage.animate(animation)
        case .animateLayer(let animation): stage.animate(animation)
        case .transaction(let transaction): stage.perform(transaction)
        case .rotate(let orientation): stage.rotate(to: orientation)
        case .background: Application.shared.enterBackground()
        case .foreground: Application.shared.enterForeground()
        case .scroll(let id, let offset, let animated):
            (stage.views[id] as? ScrollView)?.setContentOffset(offset, animated: animated)
        case .navigation(let navigation): stage.navigate(navigation)
        case .type(let text, let id):
            guard let field = stage.views[id] as? TextField, field.becomeFirstResponder() else { return }
            stage.window.typeText(text)
        case .pressReturn(let id):
            guard let field = stage.views[id] as? TextField, field.isFirstResponder else { return }
            stage.window.pressReturnKey()
        case .selectSegment(let index, let id):
            if let control = stage.views[id] as? SegmentedControl { stage.select(segment: index, in: control) }
        case .slide(let value, let id, let duration):
            if let slider = stage.views[id] as? Slider { stage.slide(slider, to: value, duration: duration) }
        case .selectRow(let row, let id):
            if let table = stage.views[id] as? TableView { stage.select(row, in: table) }
        case .selectItem(let item, let id):
            if let collection = stage.views[id] as? CollectionView { stage.select(item, in: collection) }
        case .swipeRow(let row, let id, let revealsTrailing):
            if let table = stage.views[id] as? TableView { stage.swipe(row, in: table, revealingTrailing: revealsTrailing) }
            if let list = stage.views[id] as? CollectionView { stage.swipe(row, in: list, revealingTrailing: revealsTrailing) }
        }
    }
}
