/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_EmailInputs */

const en_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email clicks`)
};

const de_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Klicks`)
};

const fr_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics sur l'e-mail`)
};

const es_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics en el correo`)
};

const pt_br2_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques no e-mail`)
};

const ja_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールのクリック数`)
};

const ko_ins_metric_email = /** @type {(inputs: Ins_Metric_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 클릭 수`)
};

/**
* | output |
* | --- |
* | "Email clicks" |
*
* @param {Ins_Metric_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_email = /** @type {((inputs?: Ins_Metric_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_email(inputs)
	if (locale === "fr") return fr_ins_metric_email(inputs)
	if (locale === "es") return es_ins_metric_email(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_email(inputs)
	if (locale === "ja") return ja_ins_metric_email(inputs)
	if (locale === "ko") return ko_ins_metric_email(inputs)
	return en_ins_metric_email(inputs)
});