/// Common English words that are never topics, names or goals on their own.
enum StopWords {
    static let english: Set<String> = [
        "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "because",
        "been", "before", "being", "but", "by", "can", "could", "did", "do", "does", "doing", "done", "for", "from",
        "get", "going", "got", "had", "has", "have", "having", "he", "she", "her", "here", "him", "his", "how", "i", "if",
        "in", "into", "is", "it", "its", "just", "know", "like", "make", "maybe", "me", "more", "most", "much",
        "my", "need", "next", "no", "not", "now", "of", "off", "on", "one", "only", "or", "other", "our", "out",
        "over", "really", "should", "so", "some", "still", "that", "the", "their", "them", "then", "there", "these",
        "they", "thing", "things", "think", "this", "those", "to", "today", "tomorrow", "too", "up", "us", "very",
        "want", "was", "we", "week", "well", "were", "what", "when", "where", "which", "while", "who", "why",
        "will", "with", "would", "yeah", "yes", "yesterday", "you", "your", "okay", "thanks", "thank", "sure",
        "remember", "tell", "said", "says", "say", "something", "anything", "everything", "nothing", "time",
        "good", "great", "right", "first", "last", "lot", "kind", "sort", "actually", "probably", "though",
        "shall", "might", "must", "let", "lets", "let's", "i'm", "i've", "i'll", "i'd", "don't", "can't", "it's",
        "that's", "there's", "what's", "didn't", "doesn't", "won't", "wouldn't", "couldn't", "shouldn't",
    ]
}
