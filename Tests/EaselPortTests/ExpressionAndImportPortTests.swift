import EaselPort
import Testing

/// `#keyPath`, `import ObjectiveC`, `import Darwin`, the Core Graphics that Foundation
/// brings on iOS only, the UIKit a framework's umbrella header brings, and the empty
/// attributed strings Linux's Foundation cannot make with `init()`.
@Suite struct ExpressionAndImportPortTests {
    @Test func aKeyPathBecomesTheStringItIsOnIOS() throws {
        let ported = try PortFixture.port("""
            final class Observer: NSObject {
                static let offset = #keyPath(UIScrollView.contentOffset)
                func isAngle(_ key: String) -> Bool { key == #keyPath(angle) || key == #keyPath(Layer.shadow.radius) }
            }
            """)
        #expect(ported == """
            final class Observer: NSObject {
                static let offset = "contentOffset"
                func isAngle(_ key: String) -> Bool { key == "angle" || key == "shadow.radius" }
            }
            """)
    }

    @Test func objectiveCAndDarwinAreImportedWhereTheyExist() throws {
        let result = try PortFixture.port(["Toast.swift": """
            import UIKit
            import ObjectiveC // associated objects
            import Darwin.C
            """])
        #expect(result.texts["Toast.swift"] == """
            import UIKit
            #if canImport(ObjectiveC)
            import ObjectiveC // associated objects
            #endif
            #if canImport(Darwin)
            import Darwin.C
            #endif
            """)
        #expect(result.changes == [
            "Toast.swift:2:1: `import ObjectiveC` only where the module exists",
            "Toast.swift:3:1: `import Darwin` only where the module exists",
        ])
    }

    @Test func aSubmoduleOfUIKitIsUIKitOnLinux() throws {
        #expect(try PortFixture.port("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            """) == """
            import UIKit
            #if canImport(ObjectiveC)
            import UIKit.UIGestureRecognizerSubclass
            #else
            import UIKit
            #endif
            """)
    }

    @Test func aFoundationFileThatUsesCoreGraphicsImportsIt() throws {
        #expect(try PortFixture.port("""
            import Foundation

            func spin(_ progress: CGFloat) -> CGAffineTransform { .init(rotationAngle: progress) }
            """) == """
            import Foundation
            import CoreGraphics

            func spin(_ progress: CGFloat) -> CGAffineTransform { .init(rotationAngle: progress) }
            """)
        #expect(try PortFixture.port("""
            import Foundation
            let fill = CAMediaTimingFillMode.forwards
            """) == """
            import Foundation
            import QuartzCore
            let fill = CAMediaTimingFillMode.forwards
            """)
        let foundationOnly = "import Foundation\nlet size = CGSize(width: 1, height: 2)\n"
        #expect(try PortFixture.port(foundationOnly) == foundationOnly)
        let withUIKit = "import UIKit\nlet t = CGAffineTransform.identity\n"
        #expect(try PortFixture.port(withUIKit) == withUIKit)
    }

    /// A CocoaPods or Xcode framework imports UIKit into every file through its
    /// umbrella header, so its files may have no import at all.
    @Test func aFileWithoutImportsInAUIKitSetImportsUIKit() throws {
        let result = try PortFixture.port([
            "Style.swift": """
                // Style.swift

                public protocol StyleProperty {
                    var barColor: UIColor { get set }
                }
                """,
            "Bar.swift": "import UIKit\nfinal class Bar: UIView {}\n",
            "Math.swift": "func twice(_ x: Int) -> Int { 2 * x }\n",
        ])
        #expect(result.texts["Style.swift"] == """
            // Style.swift

            import UIKit

            public protocol StyleProperty {
                var barColor: UIColor { get set }
            }
            """)
        #expect(result.texts["Math.swift"] == "func twice(_ x: Int) -> Int { 2 * x }\n", "no UIKit name, no import")
        #expect(result.changes == ["Style.swift:3:1: `import UIKit` added: on iOS a framework's umbrella header imports it into every file"])
        let alone = "struct Style { var color: UIColor }\n"
        #expect(try PortFixture.port(alone) == alone, "a file alone is not known to be in a UIKit module")
    }

    /// AnimatedField's extensions import Foundation only and use `UITextField`: its pod
    /// builds as a framework whose umbrella header imports UIKit into every file.
    @Test func aFoundationFileThatUsesUIKitInAUIKitSetImportsUIKit() throws {
        let result = try PortFixture.port([
            "Field+Delegate.swift": """
                import Foundation
                import QuartzCore

                extension Field: UITextFieldDelegate {
                    func textFieldDidBeginEditing(_ textField: UITextField) { layer.removeAllAnimations() }
                }
                """,
            "Field.swift": "import UIKit\nfinal class Field: UIView {}\n",
            "Format.swift": "import Foundation\nlet limit: CGFloat = 10\n",
        ])
        #expect(result.texts["Field+Delegate.swift"] == """
            import Foundation
            import QuartzCore
            import UIKit

            extension Field: UITextFieldDelegate {
                func textFieldDidBeginEditing(_ textField: UITextField) { layer.removeAllAnimations() }
            }
            """)
        #expect(result.texts["Format.swift"] == "import Foundation\nlet limit: CGFloat = 10\n", "no UIKit name, no import")
        #expect(result.changes == [
            "Field+Delegate.swift:2:1: `import UIKit` added (valid on iOS too): on iOS a framework's umbrella header "
                + "imports it into every file, on Linux only the file's own imports count",
        ])
        let alone = "import Foundation\nstruct Style { var color: UIColor }\n"
        #expect(try PortFixture.port(alone) == alone, "a file alone is not known to be in a UIKit module")
    }

    @Test func anEmptyAttributedStringIsMadeFromAnEmptyString() throws {
        let result = try PortFixture.port(["Label.swift": """
            let text = NSMutableAttributedString()
            let plain = NSAttributedString.init()
            var styled: NSMutableAttributedString = .init()
            let unsure = NSMutableAttributedString(attributedString: .init())
            let other = NSAttributedString(string: "a")
            """])
        #expect(result.texts["Label.swift"] == """
            let text = NSMutableAttributedString(string: "")
            let plain = NSAttributedString.init(string: "")
            var styled: NSMutableAttributedString = .init(string: "")
            let unsure = NSMutableAttributedString(attributedString: .init())
            let other = NSAttributedString(string: "a")
            """)
        #expect(result.changes == [
            "Label.swift:1:12: `NSMutableAttributedString()` → `NSMutableAttributedString(string: \"\")`, the same empty "
                + "string (valid on iOS too): Linux's Foundation has no `NSMutableAttributedString()`",
            "Label.swift:2:13: `NSAttributedString.init()` → `NSAttributedString.init(string: \"\")`, the same empty "
                + "string (valid on iOS too): Linux's Foundation has no `NSAttributedString()`",
            "Label.swift:3:41: `.init()` → `.init(string: \"\")`, the same empty "
                + "string (valid on iOS too): Linux's Foundation has no `NSMutableAttributedString()`",
        ])
    }
}
