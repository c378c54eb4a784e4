import Testing
import UIKit

/// Values iOS code boxes and writes as strings, and the constants it takes from
/// Darwin's headers: `NSValue(caTransform3D:)` in keyframe values, `NSCoder`'s geometry
/// strings, `HUGE` and `MAXFLOAT`, and `CGFloat` as an `NSNumber`.
@MainActor @Suite struct FoundationBridgeTests {
    @Test func aBoxedTransformAnimatesALayer() throws {
        let transform = CATransform3DMakeTranslation(30, 10, 0)
        let boxed = NSValue(caTransform3D: transform)
        #expect(boxed.caTransform3DValue == transform)
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)

        let (window, card) = cardOnScreen()
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [NSValue(caTransform3D: CATransform3DIdentity), boxed]
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        card.layer.add(animation, forKey: "slide")
        window.eventLoop.run(for: 1.2)
        #expect(card.layer.presentation()?.transform == transform)
    }

    @Test func aCGFloatBoxesAsANumber() {
        let value: CGFloat = 2.5
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        #expect(formatter.string(from: value as NSNumber) == "2.5")
        #expect((value as NSNumber).doubleValue == 2.5)
        #expect(NSNumber(value: 4.0) as? CGFloat == 4)
    }

    @Test func geometryStringsReadAndWriteAsUIKitsDo() {
        #expect(NSCoder.cgPoint(for: "{3, 4.5}") == CGPoint(x: 3, y: 4.5))
        #expect(NSCoder.cgSize(for: "{30,20}") == CGSize(width: 30, height: 20))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: -4.5)) == "{3, -4.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 30, height: 40)) == "{{1, 2}, {30, 40}}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    }

    @Test func darwinsLargestFloatIsHere() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == .greatestFiniteMagnitude && MAXFLOAT == HUGE)
    }

    @Test func theDeprecatedIndicatorStylesSetSizeAndColor() {
        let large = UIActivityIndicatorView(style: .whiteLarge)
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37) && large.color == .white)
        let gray = UIActivityIndicatorView(style: .medium)
        gray.color = .red
        gray.style = .gray
        #expect(gray.intrinsicContentSize == CGSize(width: 20, height: 20) && gray.color == .systemGray)
        gray.style = .large
        #expect(gray.color == .systemGray, "a current style keeps the color")
    }

    @Test func aRestorationIdentifierIsKept() {
        let view = UIView(), controller = UIViewController()
        view.restorationIdentifier = "card"
        controller.restorationIdentifier = "settings"
        #expect(view.restorationIdentifier == "card" && controller.restorationIdentifier == "settings")
    }
}

/// `UIApplication.value(forKey: "sharedApplication")`, as extension-safe libraries
/// find the app.
@MainActor @Suite struct ApplicationKeyValueTests {
    @Test func theSharedApplicationByKey() {
        #expect((UIApplication.value(forKey: "sharedApplication") as? UIApplication) === UIApplication.shared)
        #expect((UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication) === UIApplication.shared)
        let (value, messages) = Diagnostics.collect { UIApplication.value(forKey: "statusBar") }
        #expect(value == nil)
        #expect(messages == ["UIApplication.value(forKey: \"statusBar\"): the class has no value for this key"])
    }
}
