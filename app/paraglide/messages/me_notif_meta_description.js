/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Notif_Meta_DescriptionInputs */

const en_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which e-mails LAN Center Network sends you: one switch per kind of mail.`)
};

const de_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, welche E-Mails dir LAN Center Network schickt: ein Schalter pro E-Mail-Art.`)
};

const fr_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez les e-mails que LAN Center Network vous envoie : un interrupteur par type d'e-mail.`)
};

const es_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué correos te envía LAN Center Network: un interruptor por tipo de correo.`)
};

const pt_br2_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha quais e-mails o LAN Center Network envia para você: uma opção para cada tipo de e-mail.`)
};

const ja_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network から届くメールを選べます。メールの種類ごとにオン・オフを切り替えられます。`)
};

const ko_me_notif_meta_description = /** @type {(inputs: Me_Notif_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에서 받을 이메일을 선택하세요. 이메일 종류마다 스위치가 있습니다.`)
};

/**
* | output |
* | --- |
* | "Choose which e-mails LAN Center Network sends you: one switch per kind of mail." |
*
* @param {Me_Notif_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_notif_meta_description = /** @type {((inputs?: Me_Notif_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Notif_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_notif_meta_description(inputs)
	if (locale === "fr") return fr_me_notif_meta_description(inputs)
	if (locale === "es") return es_me_notif_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_me_notif_meta_description(inputs)
	if (locale === "ja") return ja_me_notif_meta_description(inputs)
	if (locale === "ko") return ko_me_notif_meta_description(inputs)
	return en_me_notif_meta_description(inputs)
});