import EaselPort
import Testing

/// `override` members of an extension, as LTMorphingLabel's drawing extension declares
/// them: Linux Swift refuses them there, so they move into the class's body on Linux
/// (when the set declares the class) and stay in the extension for iOS.
@Suite struct ExtensionOverridePortTests {
    static let label = """
        import UIKit

        open class MorphingLabel: UILabel {
            private var isMorphing = false

            func reset() { isMorphing = false }
        }

        // MARK: - Drawing
        extension MorphingLabel {

            /// Draws each character where the morphing has it.
            override open func drawText(in rect: CGRect) {
                guard isMorphing else { return super.drawText(in: rect) }
                reset()
            }

            override open func didMoveToSuperview() {
                setNeedsDisplay()
            }

            func limbo() -> [String] { [] }
        }
        """

    static let cell = """
        import UIKit

        final class Cell: UITableViewCell {
            var actionsView: UIView?
        }
        """

    static let cellAccessibility = """
        import UIKit

        extension Cell {
            /// :nodoc:
            override func accessibilityElementCount() -> Int {
                actionsView == nil ? super.accessibilityElementCount() : 1
            }

            @objc func performAction() -> Bool { true }

            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { [UIAccessibilityCustomAction(name: "Delete", target: self, selector: #selector(performAction))] }
                set { super.accessibilityCustomActions = newValue }
            }
        }
        """

    @Test func overridesMoveIntoTheClassDeclaredInTheSameFile() throws {
        let result = try PortFixture.port(["Label.swift": Self.label])
        #expect(result.texts["Label.swift"] == """
            import UIKit

            open class MorphingLabel: UILabel {
                private var isMorphing = false

                func reset() { isMorphing = false }

                #if !canImport(ObjectiveC)
                /// Draws each character where the morphing has it.
                override open func drawText(in rect: CGRect) {
                    guard isMorphing else { return super.drawText(in: rect) }
                    reset()
                }

                override open func didMoveToSuperview() {
                    setNeedsDisplay()
                }
                #endif
            }

            // MARK: - Drawing
            extension MorphingLabel {

                #if canImport(ObjectiveC)
                /// Draws each character where the morphing has it.
                override open func drawText(in rect: CGRect) {
                    guard isMorphing else { return super.drawText(in: rect) }
                    reset()
                }

                override open func didMoveToSuperview() {
                    setNeedsDisplay()
                }
                #endif

                func limbo() -> [String] { [] }
            }
            """)
        #expect(result.changes == [
            "Label.swift:13:5: `override func drawText(in:)` in an extension → the body of `MorphingLabel` on Linux, "
                + "which overrides nothing in an extension; the extension keeps it for iOS",
            "Label.swift:18:5: `override func didMoveToSuperview()` in an extension → the body of `MorphingLabel` on Linux, "
                + "which overrides nothing in an extension; the extension keeps it for iOS",
        ])
    }

    @Test func overridesMoveIntoTheClassDeclaredInAnotherFileInTheirLinuxForm() throws {
        let result = try PortFixture.port(["Cell.swift": Self.cell, "Cell+Accessibility.swift": Self.cellAccessibility])
        #expect(result.texts["Cell.swift"] == """
            import UIKit

            final class Cell: UITableViewCell {
                var actionsView: UIView?

                #if !canImport(ObjectiveC)
                /// :nodoc:
                override func accessibilityElementCount() -> Int {
                    actionsView == nil ? super.accessibilityElementCount() : 1
                }

                override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                    get { [UIAccessibilityCustomAction(name: "Delete", target: self, selector: Cell.performAction)] }
                    set { super.accessibilityCustomActions = newValue }
                }
                #endif
            }
            """)
        #expect(result.texts["Cell+Accessibility.swift"] == """
            import UIKit

            extension Cell {
                #if canImport(ObjectiveC)
                /// :nodoc:
                override func accessibilityElementCount() -> Int {
                    actionsView == nil ? super.accessibilityElementCount() : 1
                }
                #endif

                #if canImport(ObjectiveC)
                @objc
                #endif
                func performAction() -> Bool { true }

                #if canImport(ObjectiveC)
                override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                    get { [UIAccessibilityCustomAction(name: "Delete", target: self, selector: #selector(performAction))] }
                    set { super.accessibilityCustomActions = newValue }
                }
                #endif
            }
            """)
        #expect(result.changes == [
            "Cell+Accessibility.swift:5:5: `override func accessibilityElementCount()` in an extension → the body of `Cell` "
                + "(in Cell.swift) on Linux, which overrides nothing in an extension; the extension keeps it for iOS",
            "Cell+Accessibility.swift:9:5: `@objc` kept for iOS only",
            "Cell+Accessibility.swift:11:5: `override var accessibilityCustomActions` in an extension → the body of `Cell` "
                + "(in Cell.swift) on Linux, which overrides nothing in an extension; the extension keeps it for iOS",
            "Cell+Accessibility.swift:12:84: `#selector(performAction)` → `Cell.performAction` on Linux",
        ])
    }

    @Test func aPortedSetPortsToItself() throws {
        let once = try PortFixture.port(["Label.swift": Self.label, "Cell.swift": Self.cell,
                                         "Cell+Accessibility.swift": Self.cellAccessibility])
        let twice = try PortFixture.port(["Label.swift": once.texts["Label.swift"]!, "Cell.swift": once.texts["Cell.swift"]!,
                                          "Cell+Accessibility.swift": once.texts["Cell+Accessibility.swift"]!])
        #expect(twice.texts == once.texts)
        #expect(twice.changes.isEmpty)
    }

    @Test func aNestedClassTakesTheOverridesAtItsOwnIndentation() throws {
        let result = try PortFixture.port("""
            import UIKit

            enum Badge {
                final class View: UIView {
                    var count = 0
                }
            }

            extension Badge.View {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: 20 * count, height: 20)
                }
            }
            """)
        #expect(result == """
            import UIKit

            enum Badge {
                final class View: UIView {
                    var count = 0

                    #if !canImport(ObjectiveC)
                    override var intrinsicContentSize: CGSize {
                        CGSize(width: 20 * count, height: 20)
                    }
                    #endif
                }
            }

            extension Badge.View {
                #if canImport(ObjectiveC)
                override var intrinsicContentSize: CGSize {
                    CGSize(width: 20 * count, height: 20)
                }
                #endif
            }
            """)
    }

    @Test func anEmptyClassBodyOpensForTheOverrides() throws {
        let result = try PortFixture.port("""
            final class Dot: UIView {}

            extension Dot {
                override func draw(_ rect: CGRect) { UIBezierPath(ovalIn: bounds).fill() }
            }
            """)
        #expect(result == """
            final class Dot: UIView {
                #if !canImport(ObjectiveC)
                override func draw(_ rect: CGRect) { UIBezierPath(ovalIn: bounds).fill() }
                #endif
            }

            extension Dot {
                #if canImport(ObjectiveC)
                override func draw(_ rect: CGRect) { UIBezierPath(ovalIn: bounds).fill() }
                #endif
            }
            """)
    }

    @Test func anOverrideThatWouldLoseWhatIsPrivateToItsFileIsLeft() throws {
        let layout = """
            import UIKit

            private let inset: CGFloat = 8

            extension Cell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    actionsView?.frame = bounds.insetBy(dx: inset, dy: inset)
                }
            }
            """
        let result = try PortFixture.port(["Cell.swift": Self.cell, "Cell+Layout.swift": layout])
        #expect(result.texts == ["Cell.swift": Self.cell, "Cell+Layout.swift": layout])
        #expect(result.changes == [
            "Cell+Layout.swift:6:5: warning: `override func layoutSubviews()` in an extension of `Cell` is left as it was: "
                + "Linux Swift overrides nothing in an extension, and moved into `Cell` in Cell.swift it would not see "
                + "`inset`, private to this file",
        ])
    }

    @Test func anOverrideOfAClassOutsideTheSetIsLeft() throws {
        let source = """
            import UIKit

            extension UIPageControl {
                open override func sizeToFit() {
                    frame.size = size(forNumberOfPages: numberOfPages)
                }
            }
            """
        let result = try PortFixture.port(["PageIndicator.swift": source])
        #expect(result.texts["PageIndicator.swift"] == source)
        #expect(result.changes == [
            "PageIndicator.swift:4:5: warning: `override func sizeToFit()` in an extension of `UIPageControl` is left as it "
                + "was: Linux Swift overrides nothing in an extension, and `UIPageControl` is not declared in the files "
                + "ported, so the override cannot move into its body",
        ])
    }

    @Test func anOverrideThatSharesItsLinesIsLeft() throws {
        let source = """
            final class Dot: UIView {}

            extension Dot { override func layoutSubviews() {} }
            """
        let result = try PortFixture.port(["Dot.swift": source])
        #expect(result.texts["Dot.swift"] == source)
        #expect(result.changes == [
            "Dot.swift:3:17: warning: `override func layoutSubviews()` in an extension of `Dot` is left as it was: "
                + "Linux Swift overrides nothing in an extension, and it shares its lines with other code",
        ])
    }

    @Test func anOverrideUnderOtherConditionsThanItsClassIsLeft() throws {
        let source = """
            import UIKit

            final class Badge: UIView {}

            #if DEBUG
            extension Badge {
                override func layoutSubviews() {}
            }
            #endif
            """
        let result = try PortFixture.port(["Badge.swift": source])
        #expect(result.texts["Badge.swift"] == source)
        #expect(result.changes == [
            "Badge.swift:7:5: warning: `override func layoutSubviews()` in an extension of `Badge` is left as it was: "
                + "Linux Swift overrides nothing in an extension, and `Badge` is declared under other `#if` conditions "
                + "than the extension",
        ])
    }
}
