import Foundation
import Testing
import UIKit

/// The pattern of delegate protocols in iOS code: one that refines `NSObjectProtocol`, as
/// UIKit's own do, adopted by a view and by a controller.
@MainActor private protocol FieldDelegate: NSObjectProtocol {
    func fieldDidChange(_ text: String)
}

private final class ActionCell: UITableViewCell, FieldDelegate {
    var changes: [String] = []
    func fieldDidChange(_ text: String) { changes.append("cell \(text)") }
}

private final class FormViewController: UIViewController, FieldDelegate {
    var changes: [String] = []
    func fieldDidChange(_ text: String) { changes.append("controller \(text)") }
}

/// A field that keeps its delegate weakly, as UIKit's do, and tells it of a change.
private final class Field: UITextField {
    weak var changeDelegate: FieldDelegate?

    func change(to text: String) { changeDelegate?.fieldDidChange(text) }
}

/// A data source with one optional method of `UITableViewDataSource`.
private final class TitledRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
}

/// Where code asks for any `NSObjectProtocol`, and where it keeps one.
private func sameObject(_ lhs: NSObjectProtocol, _ rhs: NSObjectProtocol) -> Bool { lhs.isEqual(rhs) }

/// UIKit's classes descend from `NSObject`: they are `NSObjectProtocol`, with `NSObject`'s
/// answers (identity equality and hash, not a proxy), and adopt protocols that refine it.
@MainActor @Suite struct NSObjectProtocolTests {
    @Test func aViewAndAControllerAdoptADelegateProtocolThatRefinesNSObjectProtocol() {
        let cell = ActionCell(style: .default, reuseIdentifier: nil)
        let controller = FormViewController()
        let field = Field()
        field.changeDelegate = cell
        field.change(to: "a")
        field.changeDelegate = controller
        field.change(to: "b")
        #expect(cell.changes == ["cell a"])
        #expect(controller.changes == ["controller b"])
        #expect(field.changeDelegate?.isEqual(controller) == true)
        #expect(field.changeDelegate?.isEqual(cell) == false)
    }

    @Test func viewsCompareAndHashByIdentity() {
        let view = UIView()
        let other = UIView(frame: view.frame)
        #expect(view == view)
        #expect(view != other)
        #expect(view.isEqual(view))
        #expect(!view.isEqual(other))
        #expect(!view.isEqual(nil))
        #expect(!view.isEqual("view"))
        #expect(view.hash == view.hash)
        #expect(view.hash != other.hash)
        #expect(Set([view, other, view]).count == 2)
        #expect(!view.isProxy())
        #expect(sameObject(view, view))
        #expect(!sameObject(view, other))
        #expect(sameObject(view.layer, view.layer))
    }

    @Test func aViewsDescriptionIsTheSameThroughNSObjectProtocol() {
        let view = UIView()
        let object: NSObjectProtocol = view
        #expect(object.description == view.description)
        #expect(object.description.hasPrefix("<"))
    }

    @Test func respondsToThroughAnExistentialOfADataSource() {
        let rows = TitledRows()
        let dataSource: any UITableViewDataSource = rows
        let titled = Selector(TitledRows.tableView(_:titleForHeaderInSection:))
        #expect(dataSource.responds(to: titled))
        let object: any NSObjectProtocol = rows
        #expect(object.responds(to: titled))
        let table = UITableView()
        table.dataSource = rows
        #expect(table.dataSource?.responds(to: titled) == true)
        #expect(NSObject().responds(to: titled) == false)
        #expect(UIView().responds(to: titled) == false)
    }
}

/// One object that is the delegate of a scroll view, a gesture recognizer, an animation
/// and a text field, as a plain `NSObject` subclass must be on iOS.
private final class EverythingDelegate: NSObject, UIScrollViewDelegate, UIGestureRecognizerDelegate,
                                        CAAnimationDelegate, UITextFieldDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

/// An app delegate of Xcode's template, a `UIResponder`.
private final class BareAppDelegate: UIResponder, UIApplicationDelegate {}

/// The delegates that refine `NSObjectProtocol` on iOS do here too, so their existentials
/// are `NSObjectProtocol` and answer `responds(to:)`.
@MainActor @Suite struct DelegateNSObjectProtocolTests {
    @Test func theScrollGestureLayerAnimationFieldAndAppDelegatesAreNSObjectProtocol() {
        let watcher = EverythingDelegate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.delegate = watcher
        let didScroll = Selector(EverythingDelegate.scrollViewDidScroll(_:))
        #expect(scrollView.delegate?.responds(to: didScroll) == true)
        scrollView.contentOffset = CGPoint(x: 0, y: 12)
        #expect(watcher.offsets == [12])

        let view = UIView()
        let scrollDelegate: any UIScrollViewDelegate = watcher
        let gestureDelegate: any UIGestureRecognizerDelegate = watcher
        let animationDelegate: any CAAnimationDelegate = watcher
        let fieldDelegate: any UITextFieldDelegate = watcher
        let layerDelegate: any CALayerDelegate = view
        let appDelegate: any UIApplicationDelegate = BareAppDelegate()
        let objects: [any NSObjectProtocol] = [scrollDelegate, gestureDelegate, animationDelegate, fieldDelegate,
                                               layerDelegate, appDelegate]
        #expect(objects.map { $0.isEqual(watcher) } == [true, true, true, true, false, false])
        #expect(layerDelegate.isEqual(view.layer.delegate) && !layerDelegate.isProxy())
        #expect(gestureDelegate.responds(to: didScroll))
    }
}
