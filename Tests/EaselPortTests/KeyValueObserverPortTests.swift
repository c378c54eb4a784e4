import EaselPort
import Testing

/// An `NSObject` subclass's `observeValue` override overrides nothing on Linux: its
/// Linux copy is a plain method without the `super` call, and the class is
/// `NSKeyValueObserving`; the class may be declared in another file of the set.
@Suite struct KeyValueObserverPortTests {
    @Test func anOverrideInAnExtensionInAnotherFile() throws {
        let result = try PortFixture.port([
            "Refresher.swift": """
                open class Refresher: NSObject {
                    weak var scrollView: UIScrollView?
                }
                """,
            "Refresher+Observing.swift": """
                extension Refresher {
                    override open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                        if context == nil {
                            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                        }
                    }
                }
                """,
        ])
        #expect(result.texts["Refresher.swift"] == """
            open class Refresher: NSObject {
                weak var scrollView: UIScrollView?
            }
            """)
        #expect(result.texts["Refresher+Observing.swift"] == """
            extension Refresher {
                #if canImport(ObjectiveC)
                override open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if context == nil {
                        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    }
                }
                #else
                open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    if context == nil {
                    }
                }
                #endif
            }

            #if !canImport(ObjectiveC)
            extension Refresher: NSKeyValueObserving {}
            #endif
            """)
    }

    @Test func aViewsOverrideIsLeftAlone() throws {
        let source = """
            final class Header: UIView {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """
        #expect(try PortFixture.port(source) == source)
    }
}
