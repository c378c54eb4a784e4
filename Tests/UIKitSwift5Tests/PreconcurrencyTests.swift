import Testing
import UIKit

// Code as iOS projects in Swift 5 mode write it: an object that is not a view makes
// its views in property initializers and updates them in observers. Apple's UIKit is
// imported from Objective-C, so its main-actor isolation is `@preconcurrency` and this
// compiles there; this target is built in Swift 5 mode to hold Easel to the same.

/// A presenter (not a view, so not main-actor isolated) that owns a label.
final class GreetingPresenter {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Hello"
        label.textColor = .systemBlue
        return label
    }()

    let container: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        view.backgroundColor = .white
        return view
    }()

    var name = "" {
        didSet {
            titleLabel.text = "Hello, \(name)"
            container.setNeedsLayout()
            UIAccessibility.post(notification: .announcement, argument: titleLabel.text)
        }
    }
}

/// A form builder that makes a controller, a stack view, a gesture recognizer and a
/// constraint in its property initializers.
final class FormBuilder {
    let controller: UIViewController = {
        let controller = UIViewController()
        controller.title = "Form"
        return controller
    }()

    let stack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        return stack
    }()

    let doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()

    lazy var widthConstraint: NSLayoutConstraint = stack.widthAnchor.constraint(equalToConstant: 200)

    var fields: [String] = [] {
        didSet {
            for field in fields {
                let label = UILabel()
                label.text = field
                stack.addArrangedSubview(label)
            }
        }
    }
}

/// A helper (not an actor-isolated type) that makes Core Animation layers and
/// animations in plain static functions, as iOS code does: Apple's `CALayer` and
/// `CAAnimation` are not main-actor isolated at all.
enum BadgeLayers {
    static func textLayer(_ text: String, fontSize: CGFloat) -> CATextLayer {
        let layer = CATextLayer()
        layer.string = text
        layer.fontSize = fontSize
        layer.foregroundColor = UIColor.white.cgColor
        layer.contentsScale = 2
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        return layer
    }

    static func pulse(duration: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [1, 0.5, 1]
        animation.duration = duration
        animation.isRemovedOnCompletion = false
        return animation
    }
}

@Suite struct PreconcurrencyTests {
    @Test @MainActor func layersAndAnimationsMadeOutsideTheMainActorKeepTheirValues() {
        let layer = BadgeLayers.textLayer("12", fontSize: 11)
        #expect(layer.string == "12" && layer.fontSize == 11 && layer.contentsScale == 2)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let pulse = BadgeLayers.pulse(duration: 0.8)
        #expect(pulse.keyPath == "opacity" && pulse.duration == 0.8 && !pulse.isRemovedOnCompletion)
        #expect(pulse.values?.count == 3)
    }

    @Test @MainActor func aPresenterMadeOutsideTheMainActorDrivesItsLabel() {
        let presenter = GreetingPresenter()
        #expect(presenter.titleLabel.text == "Hello")
        let events = Trace.capture { presenter.name = "Ann" }
        #expect(events.map(\.jsonLine) == [#"{"event":"accessibilityNotification","message":"announcement: Hello, Ann"}"#])
        #expect(presenter.titleLabel.text == "Hello, Ann")
        #expect(presenter.container.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    @Test @MainActor func aBuilderMadeOutsideTheMainActorBuildsItsForm() {
        let builder = FormBuilder()
        builder.fields = ["Name", "Email"]
        #expect(builder.controller.title == "Form")
        #expect(builder.stack.arrangedSubviews.count == 2)
        #expect(builder.stack.spacing == 8)
        #expect(builder.doubleTap.numberOfTapsRequired == 2)
        #expect(builder.widthConstraint.constant == 200)
    }
}
