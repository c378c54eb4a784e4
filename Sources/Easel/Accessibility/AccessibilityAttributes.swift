import Foundation

/// A view's accessibility settings: what was set (`nil` where nothing was, so that the
/// view's kind supplies UIKit's default) and the flags that have one default for all.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var customActions: [AccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
    var elements: [Any]?
    var elementsHidden = false
    var groupsChildren = false
    var viewIsModal = false
}

/// What a kind of view is to VoiceOver when nothing was set: UIKit's defaults
/// (a plain view is a container, a label is a static-text element reading its text,
/// an image view has the image trait but is no element).
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var traits = AccessibilityTraits.none
}
