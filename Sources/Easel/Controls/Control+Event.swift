import Foundation

extension Control {
    /// What happened to a control, as a set, like `UIControl.Event`; the raw values are
    /// UIKit's, so masks written as numbers keep their meaning.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession (`tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside the tracking area to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside the tracking area to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tracking area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened: a tap for a plain control, a value
        /// change for value controls.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action happened.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events with their UIKit case names, in raw-value order (what
        /// `description` writes and scenes' `actions:` read).
        public static let names: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the single events in the set, in raw-value order, joined by
        /// `|` (`touchDragOutside|touchDragExit`); other bits as a hexadecimal mask.
        public var description: String {
            var names = Self.names.filter { contains($0.event) }.map(\.name)
            let rest = rawValue & ~Self.names.reduce(0) { $0 | $1.event.rawValue }
            if rest != 0 { names.append("0x" + String(rest, radix: 16)) }
            return names.isEmpty ? "[]" : names.joined(separator: "|")
        }
    }
}
