import ArgumentParser
import Foundation
import MyndCore

/// sysexits-style exit codes, and the one place errors become messages and codes.
package enum Exit {
    package static let noResults = ExitCode(1)
    package static let usage = ExitCode(64)
    package static let dataError = ExitCode(65)
    package static let ioError = ExitCode(74)

    /// Runs a command body; known errors print one actionable line to stderr and exit with their code.
    package static func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as GraphError {
            fail(error.description, code: code(for: error))
        } catch let error as ExitCode {
            throw error
        } catch let error as CleanExit {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch {
            fail("\(error)", code: ioError)
        }
    }

    package static func code(for error: GraphError) -> ExitCode {
        switch error {
        case .notADatabase, .newerSchema, .database: ioError
        case .unknownReference: noResults
        case .ambiguousReference: usage
        case .invalidRecord, .invalidInput, .notCompletable: dataError
        }
    }

    package static func fail(_ message: String, code: ExitCode) -> Never {
        Terminal.writeError("mynd: \(message)\n")
        Foundation.exit(code.rawValue)
    }
}
