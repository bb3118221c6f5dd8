import MyndCLI
import MyndControl
import Testing

/// The light binary's shortcut for the commands desktop keys run: exact forms only, everything else to the parser.
@Suite struct HotkeyCommandsTests {
    @Test func recognisesEveryPushToTalkActionAndSpeakStop() {
        #expect(HotkeyCommands.command(for: ["ptt", "start"]) == .pttStart)
        #expect(HotkeyCommands.command(for: ["ptt", "stop"]) == .pttStop)
        #expect(HotkeyCommands.command(for: ["ptt", "toggle"]) == .pttToggle)
        #expect(HotkeyCommands.command(for: ["ptt", "cancel"]) == .pttCancel)
        #expect(HotkeyCommands.command(for: ["speak", "--stop"]) == .speakStop)
    }

    @Test func leavesEveryOtherFormToTheParser() {
        let others: [[String]] = [
            [], ["ptt"], ["ptt", "STOP"], ["ptt", "stop", "--help"], ["ptt", "--help"], ["ptt", "sideways"],
            ["speak"], ["speak", "--stop", "now"], ["speak", "hello"], ["status"], ["stop", "ptt"],
        ]
        for arguments in others {
            #expect(HotkeyCommands.command(for: arguments) == nil, "\(arguments)")
        }
    }
}
