/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_LegendInputs */

const en_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me about`)
};

const de_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schick mir E-Mails zu`)
};

const fr_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M'envoyer un e-mail pour`)
};

const es_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme correos sobre`)
};

const pt_br2_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar e-mails sobre`)
};

const ja_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールで受け取る内容`)
};

const ko_me_notif_legend = /** @type {(inputs: Me_Notif_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일로 받을 내용`)
};

/**
* | output |
* | --- |
* | "E-mail me about" |
*
* @param {Me_Notif_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_legend = /** @type {((inputs?: Me_Notif_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_LegendInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_legend(inputs)
	if (locale === "fr") return fr_me_notif_legend(inputs)
	if (locale === "es") return es_me_notif_legend(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_legend(inputs)
	if (locale === "ja") return ja_me_notif_legend(inputs)
	if (locale === "ko") return ko_me_notif_legend(inputs)
	return en_me_notif_legend(inputs)
});