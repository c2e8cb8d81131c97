/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Own_Chat_WriteInputs */

const en_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To upgrade, write to ${i?.email}.`)
};

const de_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für das Upgrade schreib an ${i?.email}.`)
};

const fr_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour changer d'offre, écrivez à ${i?.email}.`)
};

const es_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para mejorar tu plan, escribe a ${i?.email}.`)
};

const pt_br2_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para fazer o upgrade, escreva para ${i?.email}.`)
};

const ja_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`アップグレードするには ${i?.email} までご連絡ください。`)
};

const ko_own_chat_write = /** @type {(inputs: Own_Chat_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`업그레이드하려면 ${i?.email}(으)로 연락하세요.`)
};

/**
* | output |
* | --- |
* | "To upgrade, write to {email}." |
*
* @param {Own_Chat_WriteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_chat_write = /** @type {((inputs: Own_Chat_WriteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Chat_WriteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_chat_write(inputs)
	if (locale === "fr") return fr_own_chat_write(inputs)
	if (locale === "es") return es_own_chat_write(inputs)
	if (locale === "pt-BR") return pt_br2_own_chat_write(inputs)
	if (locale === "ja") return ja_own_chat_write(inputs)
	if (locale === "ko") return ko_own_chat_write(inputs)
	return en_own_chat_write(inputs)
});