import Testing
import UIKit

/// UIDevice, haptic feedback and accessibility notifications, which a headless screen
/// answers from its window and records in the trace.
@MainActor
@Suite(.serialized) struct DeviceAndFeedbackTests {
    @Test func theDeviceIsTheKeyWindowsAndReportsOrientationOnlyWhenAsked() {
        let pad = UIWindow(device: Device.all.first { $0.name.hasPrefix("iPad Pro 11") }!, orientation: .landscapeLeft)
        pad.makeKeyAndVisible()
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.model == "iPad")
        #expect(device.systemName == "iOS")
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeRight)
        #expect(device.orientation.isLandscape)
        device.endGeneratingDeviceOrientationNotifications()
        let phone = UIWindow(device: Device.all.first { $0.name == "iPhone 16 Pro" }!)
        phone.makeKeyAndVisible()
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.batteryLevel == -1)
    }

    @Test func feedbackAndAnnouncementsAreRecordedInTheTrace() {
        let events = Trace.capture {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5)
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.error)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        #expect(events.map(\.jsonLine) == [
            #"{"event":"haptic","message":"impact heavy 1.0"}"#,
            #"{"event":"haptic","message":"impact soft 0.5"}"#,
            #"{"event":"haptic","message":"selection"}"#,
            #"{"event":"haptic","message":"notification error"}"#,
            #"{"event":"accessibilityNotification","message":"announcement: Saved"}"#,
            #"{"event":"accessibilityNotification","message":"screenChanged"}"#,
        ])
    }
}
