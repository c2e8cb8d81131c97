/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Chat_JoinInputs */

const en_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the owners' chat`)
};

const de_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dem Chat für Betreiber beitreten`)
};

const fr_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre le chat des propriétaires`)
};

const es_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unirse al chat de propietarios`)
};

const pt_br2_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar no chat de proprietários`)
};

const ja_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー向けチャットに参加`)
};

const ko_own_chat_join = /** @type {(inputs: Own_Chat_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 채팅 참여`)
};

/**
* | output |
* | --- |
* | "Join the owners' chat" |
*
* @param {Own_Chat_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_join = /** @type {((inputs?: Own_Chat_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_JoinInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_join(inputs)
	if (locale === "fr") return fr_own_chat_join(inputs)
	if (locale === "es") return es_own_chat_join(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_join(inputs)
	if (locale === "ja") return ja_own_chat_join(inputs)
	if (locale === "ko") return ko_own_chat_join(inputs)
	return en_own_chat_join(inputs)
});