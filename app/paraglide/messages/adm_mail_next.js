/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_NextInputs */

const en_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next attempt`)
};

const de_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächster Versuch`)
};

const fr_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine tentative`)
};

const es_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo intento`)
};

const pt_br2_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima tentativa`)
};

const ja_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次回の試行`)
};

const ko_adm_mail_next = /** @type {(inputs: Adm_Mail_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 시도`)
};

/**
* | output |
* | --- |
* | "Next attempt" |
*
* @param {Adm_Mail_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_next = /** @type {((inputs?: Adm_Mail_NextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_NextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_next(inputs)
	if (locale === "fr") return fr_adm_mail_next(inputs)
	if (locale === "es") return es_adm_mail_next(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_next(inputs)
	if (locale === "ja") return ja_adm_mail_next(inputs)
	if (locale === "ko") return ko_adm_mail_next(inputs)
	return en_adm_mail_next(inputs)
});