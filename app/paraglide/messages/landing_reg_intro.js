/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_IntroInputs */

const en_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what you are adding to the network. Our team reviews every submission before it appears publicly.`)
};

const de_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie, was Sie dem Netzwerk hinzufügen. Unser Team prüft jede Einreichung, bevor sie öffentlich erscheint.`)
};

const fr_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce que vous ajoutez au réseau. Notre équipe examine chaque demande avant sa publication.`)
};

const es_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige qué vas a añadir a la red. Nuestro equipo revisa cada solicitud antes de que sea pública.`)
};

const pt_br2_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha o que você está adicionando à rede. Nossa equipe revisa cada envio antes de ele ficar público.`)
};

const ja_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークに追加するものを選んでください。公開前に、すべての申請をチームが審査します。`)
};

const ko_landing_reg_intro = /** @type {(inputs: Landing_Reg_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크에 추가할 항목을 선택하세요. 모든 신청은 공개되기 전에 저희 팀이 검토합니다.`)
};

/**
* | output |
* | --- |
* | "Choose what you are adding to the network. Our team reviews every submission before it appears publicly." |
*
* @param {Landing_Reg_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_intro = /** @type {((inputs?: Landing_Reg_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_intro(inputs)
	if (locale === "fr") return fr_landing_reg_intro(inputs)
	if (locale === "es") return es_landing_reg_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_intro(inputs)
	if (locale === "ja") return ja_landing_reg_intro(inputs)
	if (locale === "ko") return ko_landing_reg_intro(inputs)
	return en_landing_reg_intro(inputs)
});