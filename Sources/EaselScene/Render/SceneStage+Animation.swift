import Easel
import Foundation

/// `animate` events, through `View.animate`.
extension SceneStage {
    /// Makes the changes in an animation block that ends with `layoutIfNeeded()` on
    /// the window, so that frames from Auto Layout (a changed constant) animate too.
    func animate(_ animation: SceneAnimation) {
        let block = { [self] in
            for change in animation.changes { change.perform(on: self) }
            window.layoutIfNeeded()
        }
        if let spring = animation.spring {
            View.animate(withDuration: animation.duration, delay: animation.delay, usingSpringWithDamping: spring.damping,
                         initialSpringVelocity: spring.velocity, animations: block)
        } else {
            View.animate(withDuration: animation.duration, delay: animation.delay, options: animation.curve.options,
                         animations: block)
        }
    }
}

extension SceneAnimation.Curve {
    /// The curve's `UIView.AnimationOptions` flag.
    var options: View.AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}
