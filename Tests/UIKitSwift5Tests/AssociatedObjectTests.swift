import Testing
import UIKit

// Keys as iOS code in Swift 5 mode declares them: global variables whose addresses
// name the associations.
private var badgeTextKey = 0
private var ownerKey = 0

/// A stored property added in an extension, as iOS code adds one with the Objective-C
/// runtime's associated objects.
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeTextKey) as? String }
        set { objc_setAssociatedObject(self, &badgeTextKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    var weakOwner: UIViewController? {
        get { objc_getAssociatedObject(self, &ownerKey) as? UIViewController }
        set { objc_setAssociatedObject(self, &ownerKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

@MainActor @Suite struct AssociatedObjectTests {
    @Test func anExtensionKeepsItsValuePerObject() {
        let first = UIView(), second = UIView()
        first.badgeText = "3"
        #expect(first.badgeText == "3")
        #expect(second.badgeText == nil)
        first.badgeText = nil
        #expect(first.badgeText == nil)
    }

    @Test func anAssignedValueIsHeldWeakly() {
        let view = UIView()
        var controller: UIViewController? = UIViewController()
        view.weakOwner = controller
        #expect(view.weakOwner === controller)
        controller = nil
        #expect(view.weakOwner == nil)
    }

    @Test func aRetainedValueGoesWithItsOwner() {
        weak var kept: UIView?
        do {
            let owner = UIView()
            let value = UIView()
            kept = value
            var key = 0
            objc_setAssociatedObject(owner, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_removeAssociatedObjects(owner)
        }
        #expect(kept == nil)
    }

    @Test func aValueOwnerIsReported() {
        var key = 0
        let (value, messages) = Diagnostics.collect { () -> Any? in
            objc_setAssociatedObject(42, &key, "x", .OBJC_ASSOCIATION_RETAIN)
            return objc_getAssociatedObject(42, &key)
        }
        #expect(value == nil)
        #expect(messages == ["objc_setAssociatedObject: Int is not a class instance; no association is kept",
                             "objc_getAssociatedObject: Int is not a class instance; no association is kept"])
    }
}
