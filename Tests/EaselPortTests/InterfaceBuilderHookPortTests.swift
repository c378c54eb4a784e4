import EaselPort
import Testing

/// `awakeFromNib()` and `prepareForInterfaceBuilder()` overridden in an extension, as
/// IBDesignable controls do: Linux Swift overrides nothing in an extension, and nothing
/// calls them there, so they are kept for iOS only.
@Suite struct InterfaceBuilderHookPortTests {
    @Test func anOverrideInAnExtensionIsKeptForIOSOnly() throws {
        let result = try PortFixture.port(["Segmented+IB.swift": """
            import UIKit

            extension Segmented {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setUp()
                }

                public override func prepareForInterfaceBuilder() { setUp() }

                func setUp() {}
            }
            """])
        #expect(result.texts["Segmented+IB.swift"] == """
            import UIKit

            extension Segmented {
                #if canImport(ObjectiveC)
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setUp()
                }
                #endif

                #if canImport(ObjectiveC)
                public override func prepareForInterfaceBuilder() { setUp() }
                #endif

                func setUp() {}
            }
            """)
        #expect(result.changes.count == 2)
    }

    @Test func anOverrideInTheClassIsLeftAlone() throws {
        let source = """
            import UIKit

            final class Segmented: UIControl {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            """
        #expect(try PortFixture.port(source) == source)
    }
}
