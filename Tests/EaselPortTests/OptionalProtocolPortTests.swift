import EaselPort
import Testing

/// An `@objc` protocol with optional requirements is copied for Linux as a plain
/// class-bound protocol whose extension answers as an unimplemented requirement does on
/// iOS; its `?(` call sites, in any file of the set, are copied without the `?`.
@Suite struct OptionalProtocolPortTests {
    @Test func theProtocolAndItsCallSitesInAnotherFile() throws {
        let result = try PortFixture.port([
            "TagListViewDelegate.swift": """
                import UIKit

                @objc public protocol TagListViewDelegate {
                    @objc optional func tagPressed(_ title: String, sender: TagListView)
                    @objc
                    optional func badgeText(for title: String) -> String?
                    func tagsChanged(_ sender: TagListView)
                }
                """,
            "TagListView.swift": """
                import UIKit

                open class TagListView: UIView {
                    open weak var delegate: TagListViewDelegate?

                    func pressed(_ title: String) {
                        delegate?.tagPressed?(title, sender: self)
                        let badge = delegate?.badgeText?(for: title)
                        delegate?.tagsChanged(self)
                    }
                }
                """,
        ])
        #expect(result.texts["TagListViewDelegate.swift"] == """
            import UIKit

            #if canImport(ObjectiveC)
            @objc public protocol TagListViewDelegate {
                @objc optional func tagPressed(_ title: String, sender: TagListView)
                @objc
                optional func badgeText(for title: String) -> String?
                func tagsChanged(_ sender: TagListView)
            }
            #else
            public protocol TagListViewDelegate: AnyObject {
                func tagPressed(_ title: String, sender: TagListView)
                func badgeText(for title: String) -> String?
                func tagsChanged(_ sender: TagListView)
            }

            extension TagListViewDelegate {
                public func tagPressed(_ title: String, sender: TagListView) {}
                public func badgeText(for title: String) -> String? { nil }
            }
            #endif
            """)
        #expect(result.texts["TagListView.swift"] == """
            import UIKit

            open class TagListView: UIView {
                open weak var delegate: TagListViewDelegate?

                func pressed(_ title: String) {
                    #if canImport(ObjectiveC)
                    delegate?.tagPressed?(title, sender: self)
                    #else
                    delegate?.tagPressed(title, sender: self)
                    #endif
                    #if canImport(ObjectiveC)
                    let badge = delegate?.badgeText?(for: title)
                    #else
                    let badge = delegate?.badgeText(for: title)
                    #endif
                    delegate?.tagsChanged(self)
                }
            }
            """)
        #expect(result.changes == [
            "TagListViewDelegate.swift:3:1: protocol `TagListViewDelegate`: on Linux its optional requirements (tagPressed, badgeText) have default implementations",
            "TagListView.swift:7:9: `tagPressed?(` → `tagPressed(` on Linux (a default implementation)",
            "TagListView.swift:8:21: `badgeText?(` → `badgeText(` on Linux (a default implementation)",
        ])
    }

    @Test func aValueRequirementAnswersWhatItsCallSitesFallBackTo() throws {
        let result = try PortFixture.port(["Chart.swift": """
            @objc protocol ChartDataSource: NSObjectProtocol {
                @objc optional func barWidth(in chart: Chart) -> CGFloat
            }
            final class Chart: UIView {
                weak var dataSource: ChartDataSource?
                var width: CGFloat { dataSource?.barWidth?(in: self) ?? 12 }
                func fits(_ limit: CGFloat) -> Bool { dataSource?.barWidth?(in: self) ?? 12 <= limit }
            }
            """])
        let text = try #require(result.texts["Chart.swift"])
        #expect(text.contains("""
            #else
            protocol ChartDataSource: NSObjectProtocol {
                func barWidth(in chart: Chart) -> CGFloat
            }

            extension ChartDataSource {
                func barWidth(in chart: Chart) -> CGFloat { 12 }
            }
            #endif
            """))
        #expect(text.contains("    var width: CGFloat { dataSource?.barWidth(in: self) ?? 12 }\n"))
    }

    /// CVCalendar's `toggleDateAnimationDuration?() ?? 0.8` beside `if let size =
    /// delegate.dotMarker?(sizeOnDayView: self)`: on Linux the requirement throws when
    /// unimplemented and each call site reads `(try? …)`, the optional iOS's `?(` gives,
    /// so that each keeps its own fallback. A conforming type's method, which does not
    /// throw, implements the throwing requirement.
    @Test func aValueRequirementWhoseCallSitesDisagreeThrowsAndEachCallSiteKeepsItsFallback() throws {
        let result = try PortFixture.port([
            "ChartDataSource.swift": """
                import UIKit

                @objc public protocol ChartDataSource {
                    @objc optional func barWidth(in chart: Chart) -> CGFloat
                    @objc optional func legend(for chart: Chart) -> UIView
                    @objc optional func title() -> String?
                }
                """,
            "Chart.swift": """
                import UIKit

                public final class Chart: UIView {
                    weak var dataSource: ChartDataSource?
                    var width: CGFloat { dataSource?.barWidth?(in: self) ?? 12 }
                    var half: CGFloat { (dataSource?.barWidth?(in: self) ?? 8) / 2 }
                    func layOut() {
                        if let legend = dataSource?.legend?(for: self) { addSubview(legend) }
                        let tag = dataSource?.legend?(for: self)?.tag
                        let rounded = dataSource?.barWidth?(in: self).rounded()
                    }
                }
                """,
        ])
        #expect(result.texts["ChartDataSource.swift"] == """
            import UIKit

            #if canImport(ObjectiveC)
            @objc public protocol ChartDataSource {
                @objc optional func barWidth(in chart: Chart) -> CGFloat
                @objc optional func legend(for chart: Chart) -> UIView
                @objc optional func title() -> String?
            }
            #else
            public protocol ChartDataSource: AnyObject {
                func barWidth(in chart: Chart) throws -> CGFloat
                func legend(for chart: Chart) throws -> UIView
                func title() -> String?
            }

            extension ChartDataSource {
                public func barWidth(in chart: Chart) throws -> CGFloat { throw CocoaError(.featureUnsupported) }
                public func legend(for chart: Chart) throws -> UIView { throw CocoaError(.featureUnsupported) }
                public func title() -> String? { nil }
            }
            #endif
            """)
        #expect(result.texts["Chart.swift"] == """
            import UIKit

            public final class Chart: UIView {
                weak var dataSource: ChartDataSource?
                #if canImport(ObjectiveC)
                var width: CGFloat { dataSource?.barWidth?(in: self) ?? 12 }
                #else
                var width: CGFloat { (try? dataSource?.barWidth(in: self)) ?? 12 }
                #endif
                #if canImport(ObjectiveC)
                var half: CGFloat { (dataSource?.barWidth?(in: self) ?? 8) / 2 }
                #else
                var half: CGFloat { ((try? dataSource?.barWidth(in: self)) ?? 8) / 2 }
                #endif
                func layOut() {
                    #if canImport(ObjectiveC)
                    if let legend = dataSource?.legend?(for: self) { addSubview(legend) }
                    #else
                    if let legend = (try? dataSource?.legend(for: self)) { addSubview(legend) }
                    #endif
                    #if canImport(ObjectiveC)
                    let tag = dataSource?.legend?(for: self)?.tag
                    #else
                    let tag = (try? dataSource?.legend(for: self))?.tag
                    #endif
                    let rounded = dataSource?.barWidth?(in: self).rounded()
                }
            }
            """)
        let throwing = "(a default implementation that throws, so that each call site keeps its own fallback)"
        #expect(result.changes == [
            "ChartDataSource.swift:3:1: protocol `ChartDataSource`: on Linux its optional requirements (barWidth, legend, "
                + "title) have default implementations; barWidth, legend throw, since their call sites fall back to "
                + "different values, and are called with `try?`",
            "Chart.swift:5:26: `barWidth?(` → `(try? …barWidth(…))` on Linux \(throwing)",
            "Chart.swift:6:26: `barWidth?(` → `(try? …barWidth(…))` on Linux \(throwing)",
            "Chart.swift:8:25: `legend?(` → `(try? …legend(…))` on Linux \(throwing)",
            "Chart.swift:9:19: `legend?(` → `(try? …legend(…))` on Linux \(throwing)",
            "Chart.swift:10:23: warning: `barWidth?(`: Linux calls it with `try?`, whose optional what follows the call "
                + "does not read; add `?` after the call",
        ])
    }

    /// A requirement that already throws, or a property, has no throwing form of its own.
    @Test func aPropertyRequirementWhoseCallSitesDisagreeIsLeftForAHandEdit() throws {
        let source = """
            @objc protocol ChartDataSource {
                @objc optional var barWidth: CGFloat { get }
            }
            """
        let result = try PortFixture.port(["Chart.swift": source])
        #expect(result.texts["Chart.swift"] == source)
        #expect(result.changes == [
            "Chart.swift:1:1: warning: protocol `ChartDataSource`: what `var barWidth: CGFloat { get }` answers when a type "
                + "does not implement it is not known (a property whose call sites do not agree on one `??` value, or a "
                + "method that is already `async` or throws)",
        ])
    }

    @Test func anObjcProtocolWithoutOptionalRequirementsBecomesClassBound() throws {
        let ported = try PortFixture.port("""
            @objc protocol Refreshing {
                func refresh()
            }
            @objc protocol Paging: UIScrollViewDelegate {}
            protocol Plain {}
            """)
        #expect(ported == """
            #if canImport(ObjectiveC)
            @objc
            #endif
            protocol Refreshing: AnyObject {
                func refresh()
            }
            #if canImport(ObjectiveC)
            @objc
            #endif
            protocol Paging: AnyObject, UIScrollViewDelegate {}
            protocol Plain {}
            """)
    }

    @Test func uikitsOwnOptionalRequirementsAreCalledWithoutTheQuestionMark() throws {
        let ported = try PortFixture.port("""
            final class ForwardingDataSource: NSObject, UICollectionViewDataSource {
                weak var original: UICollectionViewDataSource?
                func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                    at indexPath: IndexPath) -> UICollectionReusableView {
                    original?.collectionView?(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? UICollectionReusableView()
                }
            }
            """)
        #expect(ported.contains("""
                    #if canImport(ObjectiveC)
                    original?.collectionView?(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? UICollectionReusableView()
                    #else
                    original?.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? UICollectionReusableView()
                    #endif
            """))
    }

    @Test func anOptionalRequirementCalledWithATrailingClosure() throws {
        let ported = try PortFixture.port("""
            func finish(_ animator: UIViewImplicitlyAnimating) {
                animator.addCompletion? { _ in print("done") }
            }
            """)
        #expect(ported.contains("""
                #if canImport(ObjectiveC)
                animator.addCompletion? { _ in print("done") }
                #else
                animator.addCompletion { _ in print("done") }
                #endif
            """))
    }

    @Test func aPickerDelegatesOptionalRequirementIsCalledWithoutTheQuestionMark() throws {
        let ported = try PortFixture.port("""
            final class ForwardingPickerDelegate: NSObject, UIPickerViewDelegate {
                weak var original: UIPickerViewDelegate?
                func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                    original?.pickerView?(pickerView, didSelectRow: row, inComponent: component)
                }
            }
            """)
        #expect(ported.contains("""
                    #else
                    original?.pickerView(pickerView, didSelectRow: row, inComponent: component)
                    #endif
            """))
    }

    @Test func aClosurePropertyCalledWithAQuestionMarkIsNotARequirement() throws {
        let source = """
            @objc protocol Handler { @objc optional func done(_ value: Int) }
            final class Job {
                var done: ((Int) -> Void)?
                func finish() { done?(1) }
            }
            """
        let text = try PortFixture.port(source)
        #expect(text.contains("func finish() { done?(1) }"))
    }
}
