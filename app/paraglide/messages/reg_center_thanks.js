/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_ThanksInputs */

const en_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Our team will review and verify your LAN center. Next, choose a plan.`)
};

const de_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Unser Team prüft und verifiziert dein LAN-Center. Als Nächstes wählst du einen Tarif.`)
};

const fr_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Notre équipe va examiner et vérifier votre LAN center. Choisissez maintenant une offre.`)
};

const es_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Nuestro equipo revisará y verificará tu LAN center. Ahora elige un plan.`)
};

const pt_br2_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado! Nossa equipe vai analisar e verificar seu LAN center. Agora escolha um plano.`)
};

const ja_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ありがとうございます！担当チームがLANセンターを審査・確認します。次にプランを選んでください。`)
};

const ko_reg_center_thanks = /** @type {(inputs: Reg_Center_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`감사합니다! 저희 팀이 LAN 센터를 검토하고 인증합니다. 이제 요금제를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Thank you! Our team will review and verify your LAN center. Next, choose a plan." |
*
* @param {Reg_Center_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_thanks = /** @type {((inputs?: Reg_Center_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_ThanksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_thanks(inputs)
	if (locale === "fr") return fr_reg_center_thanks(inputs)
	if (locale === "es") return es_reg_center_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_thanks(inputs)
	if (locale === "ja") return ja_reg_center_thanks(inputs)
	if (locale === "ko") return ko_reg_center_thanks(inputs)
	return en_reg_center_thanks(inputs)
});