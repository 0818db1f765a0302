import Foundation

/// The JSON text an ``AlertButton`` carries its typed action as; keys sorted, so equal actions give equal routes.
enum AlertActionCoding {
  static func encode<Action: Encodable>(_ action: Action, button: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(action), let text = String(data: data, encoding: .utf8) else {
      throw AlertActionError.notEncodable(button: button, type: "\(Action.self)")
    }
    return text
  }

  static func decode<Action: Decodable>(_ text: String, button: String) throws -> Action {
    guard let action = try? JSONDecoder().decode(Action.self, from: Data(text.utf8)) else {
      throw AlertActionError.notDecodable(button: button, type: "\(Action.self)")
    }
    return action
  }
}
