/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Chat_TitleInputs */

const en_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners' Chat`)
};

const de_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat für Betreiber`)
};

const fr_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat des propriétaires`)
};

const es_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat de propietarios`)
};

const pt_br2_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat de proprietários`)
};

const ja_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー向けチャット`)
};

const ko_own_chat_title = /** @type {(inputs: Own_Chat_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 채팅`)
};

/**
* | output |
* | --- |
* | "Owners' Chat" |
*
* @param {Own_Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_title = /** @type {((inputs?: Own_Chat_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_title(inputs)
	if (locale === "fr") return fr_own_chat_title(inputs)
	if (locale === "es") return es_own_chat_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_title(inputs)
	if (locale === "ja") return ja_own_chat_title(inputs)
	if (locale === "ko") return ko_own_chat_title(inputs)
	return en_own_chat_title(inputs)
});