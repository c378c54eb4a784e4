import EaselPort
import Testing

/// A statement with `#selector` is kept for iOS and copied for Linux with a method
/// reference in the selector's place, named by the type the method is written in.
@Suite struct SelectorPortTests {
    @Test func aTargetActionStatementGetsALinuxCopy() throws {
        let ported = try PortFixture.port("""
            final class ProfileView: UIView {
                func setUp() {
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside) // the main action
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismiss))
                    addGestureRecognizer(tap)
                }
            }
            """)
        #expect(ported == """
            final class ProfileView: UIView {
                func setUp() {
                    #if canImport(ObjectiveC)
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside) // the main action
                    #else
                    button.addTarget(self, action: ProfileView.didTap(_:), for: .touchUpInside) // the main action
                    #endif
                    #if canImport(ObjectiveC)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.dismiss))
                    #else
                    let tap = UITapGestureRecognizer(target: self, action: ProfileView.dismiss)
                    #endif
                    addGestureRecognizer(tap)
                }
            }
            """)
    }

    @Test func aSelectorPassedToTheSetsOwnSelectorParameterIsASelector() throws {
        let ported = try PortFixture.port("""
            final class AlertView: UIView {
                func addButton(_ title: String, target: AnyObject, selector: Selector) {}
                func setUp() {
                    addButton("Done", target: self, selector: #selector(AlertView.hide))
                    button.addTarget(self, action: #selector(hide), for: .touchUpInside)
                }
                @objc func hide() {}
            }
            """)
        #expect(ported.contains("""
                    #else
                    addButton("Done", target: self, selector: Selector(AlertView.hide))
                    #endif
            """))
        #expect(ported.contains("button.addTarget(self, action: AlertView.hide, for: .touchUpInside)"))
    }

    @Test func theOwnerIsTheEnclosingTypesTheExtendedTypeOrSelf() throws {
        let result = try PortFixture.port(["Screens.swift": """
            enum Screens {
                final class Settings: UIViewController {
                    lazy var done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                }
            }
            extension UIView {
                func addDismissTap() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIView.endEditing(_:)))) }
            }
            final class Holder<Model>: UIView {
                func wire() {
                    control.addTarget(self, action: #selector(changed), for: .valueChanged)
                }
            }
            """])
        #expect(result.changes == [
            "Screens.swift:3:91: `#selector(close)` → `Screens.Settings.close` on Linux",
            "Screens.swift:7:94: `#selector(UIView.endEditing(_:))` → `UIView.endEditing(_:)` on Linux",
            "Screens.swift:11:41: `#selector(changed)` → `Self.changed` on Linux",
        ])
        #expect(result.texts["Screens.swift"] == """
            enum Screens {
                final class Settings: UIViewController {
                    #if canImport(ObjectiveC)
                    lazy var done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                    #else
                    lazy var done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Screens.Settings.close)
                    #endif
                }
            }
            extension UIView {
                #if canImport(ObjectiveC)
                func addDismissTap() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIView.endEditing(_:)))) }
                #else
                func addDismissTap() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIView.endEditing(_:))) }
                #endif
            }
            final class Holder<Model>: UIView {
                func wire() {
                    #if canImport(ObjectiveC)
                    control.addTarget(self, action: #selector(changed), for: .valueChanged)
                    #else
                    control.addTarget(self, action: Self.changed, for: .valueChanged)
                    #endif
                }
            }
            """)
    }

    @Test func aStatementThatSharesItsLineIsCopiedWithWhatHoldsIt() throws {
        let ported = try PortFixture.port("""
            class Panel: UIView {
                func wire(_ enabled: Bool) {
                    if enabled { slider.addTarget(self, action: #selector(moved), for: .valueChanged); tint() }
                }
            }
            """)
        #expect(ported == """
            class Panel: UIView {
                func wire(_ enabled: Bool) {
                    #if canImport(ObjectiveC)
                    if enabled { slider.addTarget(self, action: #selector(moved), for: .valueChanged); tint() }
                    #else
                    if enabled { slider.addTarget(self, action: Panel.moved, for: .valueChanged); tint() }
                    #endif
                }
            }
            """)
    }

    @Test func twoSelectorsInOneStatementMakeOneCopy() throws {
        let ported = try PortFixture.port("""
            class Pager: UIView {
                func wire() {
                    items = [UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back)),
                             UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))]
                }
            }
            """)
        #expect(ported == """
            class Pager: UIView {
                func wire() {
                    #if canImport(ObjectiveC)
                    items = [UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back)),
                             UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))]
                    #else
                    items = [UIBarButtonItem(title: "Back", style: .plain, target: self, action: Pager.back),
                             UIBarButtonItem(title: "Next", style: .plain, target: self, action: Pager.next)]
                    #endif
                }
            }
            """)
    }

    @Test func aSelectorNamedThroughASubclassSentToSelfIsTheEnclosingTypes() throws {
        let ported = try PortFixture.port("""
            class BaseView: UIView {
                lazy var tap = UITapGestureRecognizer(target: self, action: #selector(MessageView.tapped))
                func wire(_ other: MessageView) {
                    button.addTarget(other, action: #selector(MessageView.tapped), for: .touchUpInside)
                }
            }
            """)
        #expect(ported.contains("    lazy var tap = UITapGestureRecognizer(target: self, action: BaseView.tapped)\n"))
        #expect(ported.contains("        button.addTarget(other, action: MessageView.tapped, for: .touchUpInside)\n"))
    }

    @Test func aSelectorTypeAnnotationIsLeftOutOfTheLinuxCopy() throws {
        let ported = try PortFixture.port("""
            final class ElasticView: UIView {
                func wire() {
                    let selector: Selector = #selector(didPan(gestureRecognizer:))
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: selector))
                }
            }
            """)
        #expect(ported == """
            final class ElasticView: UIView {
                func wire() {
                    #if canImport(ObjectiveC)
                    let selector: Selector = #selector(didPan(gestureRecognizer:))
                    #else
                    let selector = ElasticView.didPan(gestureRecognizer:)
                    #endif
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: selector))
                }
            }
            """)
    }

    @Test func selectorsWithoutAMethodReferenceAreLeftForAHandEdit() throws {
        let source = """
            class Sheet: UIView {
                func wire() {
                    let getter = #selector(getter: UIView.frame)
                    button.addTarget(model, action: #selector(model.refresh), for: .touchUpInside)
                }
            }
            let free = #selector(run)
            """
        let result = try PortFixture.port(["Sheet.swift": source])
        #expect(result.texts["Sheet.swift"] == source)
        #expect(result.changes == [
            "Sheet.swift:3:22: warning: `#selector(getter: UIView.frame)`: `getter:` names a property's accessor, which has no method reference",
            "Sheet.swift:4:41: warning: `#selector(model.refresh)`: the method belongs to `model`, whose type is not written here",
            "Sheet.swift:7:12: warning: `#selector(run)`: it is outside any type, so the method's type is not known",
        ])
    }
}
