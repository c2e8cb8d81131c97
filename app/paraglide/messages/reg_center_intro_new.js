/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_Intro_NewInputs */

const en_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your venue to the network. New centers are reviewed and verified by our team before they appear on the map.`)
};

const de_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage deinen Standort ins Netzwerk ein. Neue Center werden von unserem Team geprüft und verifiziert, bevor sie auf der Karte erscheinen.`)
};

const fr_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez votre établissement au réseau. Les nouveaux centres sont examinés et vérifiés par notre équipe avant d'apparaître sur la carte.`)
};

const es_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade tu local a la red. Nuestro equipo revisa y verifica los centros nuevos antes de que aparezcan en el mapa.`)
};

const pt_br2_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione seu espaço à rede. Novos centros são analisados e verificados pela nossa equipe antes de aparecerem no mapa.`)
};

const ja_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの店舗をネットワークに追加しましょう。新しいセンターは担当チームが審査・確認してから地図に表示されます。`)
};

const ko_reg_center_intro_new = /** @type {(inputs: Reg_Center_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장을 네트워크에 추가하세요. 새 센터는 저희 팀의 검토와 인증을 거친 뒤 지도에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Add your venue to the network. New centers are reviewed and verified by our team before they appear on the map." |
*
* @param {Reg_Center_Intro_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_intro_new = /** @type {((inputs?: Reg_Center_Intro_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_Intro_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_intro_new(inputs)
	if (locale === "fr") return fr_reg_center_intro_new(inputs)
	if (locale === "es") return es_reg_center_intro_new(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_intro_new(inputs)
	if (locale === "ja") return ja_reg_center_intro_new(inputs)
	if (locale === "ko") return ko_reg_center_intro_new(inputs)
	return en_reg_center_intro_new(inputs)
});