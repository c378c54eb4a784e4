import EaselPort
import Testing

/// `#keyPath`, `import ObjectiveC`, `import Darwin`, and the Core Graphics that
/// Foundation brings on iOS only.
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
}
