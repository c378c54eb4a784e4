import Easel

/// `push`, `pop`, `present` and `dismiss` events: the UIKit method the event names,
/// called on the scene's controllers. What UIKit refuses at that moment (pushing a
/// controller already in the stack, presenting while presenting) the engine reports as
/// a diagnostic and ignores, as it would for app code.
extension SceneStage {
    func navigate(_ navigation: SceneNavigation) {
        switch navigation {
        case .push(let id, let navigationID, let animated):
            guard let pushed = controllers.byID[id] else { return }
            (controllers.byID[navigationID] as? NavigationController)?.pushViewController(pushed, animated: animated)
        case .pop(let id, let animated):
            (controllers.byID[id] as? NavigationController)?.popViewController(animated: animated)
        case .present(let id, let presenterID, let animated):
            let presenter = presenterID.map { controllers.byID[$0] } ?? controllers.root
            guard let presented = controllers.byID[id] else { return }
            presenter?.present(presented, animated: animated)
        case .dismiss(let id, let animated):
            controllers.byID[id]?.dismiss(animated: animated)
        }
    }
}
