import EaselPort
import Testing

/// What holds for a set of files whatever they contain: porting twice changes nothing,
/// Apple-only clauses are left alone, bad input ports nothing.
@Suite struct PortSetTests {
    static let iOSFile = """
        import UIKit
        import ObjectiveC

        @objc protocol CardDelegate {
            @objc optional func cardTapped(_ card: Card)
        }

        final class Card: UIView {
            @IBOutlet weak var title: UILabel!
            weak var delegate: CardDelegate?
            static let key = #keyPath(UIView.frame)

            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func tapped() { delegate?.cardTapped?(self) }
        }
        """

    @Test func aPortedFilePortsToItself() throws {
        let once = try PortFixture.port(Self.iOSFile)
        #expect(once != Self.iOSFile)
        let twice = try PortFixture.port(["Card.swift": once])
        #expect(twice.texts["Card.swift"] == once)
        #expect(twice.changes.isEmpty)
    }

    @Test func appleOnlyClausesAreLeftAlone() throws {
        let source = """
            #if os(macOS)
            let a = #selector(UIView.layoutSubviews)
            #elseif canImport(AppKit)
            @objc class B: NSObject {}
            #else
            @objc class C: NSObject {}
            #endif
            """
        #expect(try PortFixture.port(source) == """
            #if os(macOS)
            let a = #selector(UIView.layoutSubviews)
            #elseif canImport(AppKit)
            @objc class B: NSObject {}
            #else
            #if canImport(ObjectiveC)
            @objc
            #endif
            class C: NSObject {}
            #endif
            """)
    }

    @Test func iOSClausesAlsoHoldOnLinuxAndArePorted() throws {
        let source = """
            #if os(iOS) || os(tvOS)
            import UIKit
            @objc class Badge: UIView {}
            #elseif os(macOS)
            import AppKit
            #endif
            #if !(os(iOS) || os(tvOS))
            let platform = "mac"
            #endif
            #if os(iOS) && DEBUG
            let debugging = true
            #endif
            #if !os(iOS)
            let other = true
            #endif
            """
        let (texts, changes) = try PortFixture.port(["Badge.swift": source])
        #expect(texts["Badge.swift"] == """
            #if os(iOS) || os(Linux) || os(tvOS)
            import UIKit
            #if canImport(ObjectiveC)
            @objc
            #endif
            class Badge: UIView {}
            #elseif os(macOS)
            import AppKit
            #endif
            #if !(os(iOS) || os(Linux) || os(tvOS))
            let platform = "mac"
            #endif
            #if (os(iOS) || os(Linux)) && DEBUG
            let debugging = true
            #endif
            #if !(os(iOS) || os(Linux))
            let other = true
            #endif
            """)
        #expect(changes.first == "Badge.swift:1:5: `os(iOS) || os(tvOS)` also holds on Linux, where Easel's UIKit "
                + "stands in for iOS's: `os(iOS) || os(Linux) || os(tvOS)`")
        #expect(changes.count == 5)
        let twice = try PortFixture.port(["Badge.swift": try #require(texts["Badge.swift"])])
        #expect(twice.changes.isEmpty && twice.texts["Badge.swift"] == texts["Badge.swift"])
    }

    @Test func aConditionThatNamesLinuxIsTheAuthorsAndLeftAlone() throws {
        let source = """
            #if os(iOS) || os(Linux)
            let shared = true
            #elseif os(iOS)
            let never = true
            #endif
            """
        let (texts, changes) = try PortFixture.port(["Shared.swift": source])
        #expect(texts["Shared.swift"] == """
            #if os(iOS) || os(Linux)
            let shared = true
            #elseif os(iOS) || os(Linux)
            let never = true
            #endif
            """)
        #expect(changes.count == 1)
    }

    @Test func aFileThatDoesNotParsePortsNothing() {
        // The parser expects the `}` right after the last member.
        #expect(throws: PortError.syntax(path: "Broken.swift", line: 2, column: 20,
                                         message: "expected '}' to end class")) {
            try PortFixture.port(["Fine.swift": "@objc class A: NSObject {}", "Broken.swift": "class B {\n  @objc func f() {}\n"])
        }
    }

    @Test func aFileThatIsNotTextPortsNothing() {
        let sources = [Porter.Source(path: "Binary.swift", bytes: [0x63, 0xFF, 0xFE, 0x0A])]
        #expect(throws: PortError.notText(path: "Binary.swift")) { try Porter.port(sources) }
    }

    @Test func aFileWithNothingToPortIsUnchanged() throws {
        let source = "import UIKit\n\nfinal class Plain: UIView {}\n"
        let ported = try Porter.port([Porter.Source(path: "Plain.swift", bytes: Array(source.utf8))])
        #expect(ported.map(\.isChanged) == [false])
        #expect(ported.first?.changes == [])
    }
}
