/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Was_To_StartInputs */

const en_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was to start`)
};

const de_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplanter Beginn`)
};

const fr_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devait commencer`)
};

const es_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iba a empezar`)
};

const pt_br2_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começaria em`)
};

const ja_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始予定だった日時`)
};

const ko_mail_was_to_start = /** @type {(inputs: Mail_Was_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`원래 시작 시간`)
};

/**
* | output |
* | --- |
* | "Was to start" |
*
* @param {Mail_Was_To_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_was_to_start = /** @type {((inputs?: Mail_Was_To_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Was_To_StartInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_was_to_start(inputs)
	if (locale === "fr") return fr_mail_was_to_start(inputs)
	if (locale === "es") return es_mail_was_to_start(inputs)
	if (locale === "pt-BR") return pt_br2_mail_was_to_start(inputs)
	if (locale === "ja") return ja_mail_was_to_start(inputs)
	if (locale === "ko") return ko_mail_was_to_start(inputs)
	return en_mail_was_to_start(inputs)
});