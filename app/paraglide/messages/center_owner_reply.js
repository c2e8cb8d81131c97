/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Owner_ReplyInputs */

const en_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply from the owner`)
};

const de_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort des Betreibers`)
};

const fr_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse du propriétaire`)
};

const es_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta del propietario`)
};

const pt_br2_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resposta do proprietário`)
};

const ja_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーからの返信`)
};

const ko_center_owner_reply = /** @type {(inputs: Center_Owner_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 답글`)
};

/**
* | output |
* | --- |
* | "Reply from the owner" |
*
* @param {Center_Owner_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_owner_reply = /** @type {((inputs?: Center_Owner_ReplyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Owner_ReplyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_owner_reply(inputs)
	if (locale === "fr") return fr_center_owner_reply(inputs)
	if (locale === "es") return es_center_owner_reply(inputs)
	if (locale === "pt-BR") return pt_br2_center_owner_reply(inputs)
	if (locale === "ja") return ja_center_owner_reply(inputs)
	if (locale === "ko") return ko_center_owner_reply(inputs)
	return en_center_owner_reply(inputs)
});