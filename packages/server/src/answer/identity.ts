/**
 * Questions about who the bot or its person is: "Who are you?", "What's your name?", "Tell me about yourself",
 * "What is her name?". A résumé or a bio never says "name" or "yourself"; its opening says who it is ("Jane Doe —
 * Senior Software Engineer", "Maya Okafor is a backend engineer in Lisbon."). English questions only.
 */
const IDENTITY =
  /^\W*(?:(?:so|and|ok|okay|hi|hello|hey)\W+)?(?:who\s+(?:are|r)\s+(?:you|u)|who\s+(?:is|am\s+i)\s+(?:this|that|talking|speaking|chatting)|who\s+am\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with)|what(?:['’]s|\s+is)\s+(?:your|her|his|their|the\s+person['’]s)\s+(?:full\s+)?name|(?:can\s+you\s+|could\s+you\s+|please\s+)?(?:tell\s+me\s+(?:a\s+(?:bit|little)\s+)?about\s+(?:yourself|you|her|him|them)|introduce\s+(?:yourself|her|him|them)|describe\s+(?:yourself|her|him|them))|about\s+(?:you|yourself))\W*$/i;

/** Whether a question asks who the bot, or the person it speaks for, is. */
export function identityAsked(question: string): boolean {
  return question.length <= 80 && IDENTITY.test(question);
}
