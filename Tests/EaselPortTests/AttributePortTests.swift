import EaselPort
import Testing

/// `@objc`, `@objcMembers` and `@IBOutlet` stay for iOS, under `#if canImport(ObjectiveC)`
/// on lines of their own; what follows them on their line moves to the next.
@Suite struct AttributePortTests {
    @Test func anObjcActionKeepsItsAttributeForIOSOnly() throws {
        let ported = try PortFixture.port("""
            final class ProfileView: UIView {
                @objc private func didTap(_ recognizer: UITapGestureRecognizer) {}
            }
            """)
        #expect(ported == """
            final class ProfileView: UIView {
                #if canImport(ObjectiveC)
                @objc
                #endif
                private func didTap(_ recognizer: UITapGestureRecognizer) {}
            }
            """)
    }

    /// Swift 5 accepts a space between `@objc` and its name (with a warning), so the
    /// port does too: the file is ported, not refused.
    @Test func aSpaceBeforeTheObjcNameIsSwiftFive() throws {
        let ported = try PortFixture.port("""
            @objc (StatusAlertSizes)
            public final class Sizes: NSObject {}
            """)
        #expect(ported == """
            #if canImport(ObjectiveC)
            @objc (StatusAlertSizes)
            #endif
            public final class Sizes: NSObject {}
            """)
    }

    @Test func adjacentAttributesShareOneConditionAndOthersStay() throws {
        let ported = try PortFixture.port("""
            class Cell: UITableViewCell {
                @IBOutlet @objc weak var title: UILabel!
                @discardableResult @objc(reloadWithAnimation:) func reload(animated: Bool) -> Bool { true }
                @objc
                dynamic var progress: CGFloat = 0
            }
            """)
        #expect(ported == """
            class Cell: UITableViewCell {
                #if canImport(ObjectiveC)
                @IBOutlet @objc
                #endif
                weak var title: UILabel!
                @discardableResult
                #if canImport(ObjectiveC)
                @objc(reloadWithAnimation:)
                #endif
                func reload(animated: Bool) -> Bool { true }
                #if canImport(ObjectiveC)
                @objc
                #endif
                dynamic var progress: CGFloat = 0
            }
            """)
    }

    @Test func objcMembersOnAClassAndObjcOnAnEnum() throws {
        let ported = try PortFixture.port("""
            @objc public enum GlowMode: Int { case forward, reverse }

            @IBDesignable
            @objcMembers
            public class Progress: UIView {}
            """)
        #expect(ported == """
            #if canImport(ObjectiveC)
            @objc
            #endif
            public enum GlowMode: Int { case forward, reverse }

            @IBDesignable
            #if canImport(ObjectiveC)
            @objcMembers
            #endif
            public class Progress: UIView {}
            """)
    }

    @Test func uiApplicationMainBecomesMain() throws {
        let source = """
            @UIApplicationMain
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let ported = try PortFixture.port(source)
        #expect(ported == """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        #expect(try PortFixture.port(ported) == ported, "porting twice changes nothing")
    }

    @Test func attributesThatLinuxCompilesAreLeftAlone() throws {
        let source = """
            @IBDesignable class Gauge: UIView {
                @IBInspectable var value: CGFloat = 0
                @IBAction func reset(_ sender: Any) {}
                @nonobjc func plain() {}
                dynamic var angle: Double = 0
            }
            """
        #expect(try PortFixture.port(source) == source)
    }

    @Test func eachChangeIsReportedWhereItWas() throws {
        let result = try PortFixture.port(["Cell.swift": """
            class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                @objc func tapped() {}
            }
            """])
        #expect(result.changes == [
            "Cell.swift:2:5: `@IBOutlet` kept for iOS only",
            "Cell.swift:3:5: `@objc` kept for iOS only",
        ])
    }
}
