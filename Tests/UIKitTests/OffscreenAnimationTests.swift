import Testing
import UIKit

/// A view animated before it is in any window (as unit tests of views do): the block
/// sets the values at once, and the completion runs at a later turn of the run loop,
/// never inside the `animate` call, so code after the call runs first, as on iOS.
@MainActor @Suite struct OffscreenAnimationTests {
    @Test func theCompletionRunsAfterTheCallReturns() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.5
            log.append("animations")
        }, completion: { finished in
            log.append("completion \(finished)")
        })
        log.append("after the call")
        #expect(log == ["animations", "after the call"])
        #expect(view.alpha == 0.5)
    }
}
