/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_Intro_EditInputs */

const en_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update your LAN center's details. Changes to a verified center's public details are reviewed by our team before they appear.`)
};

const de_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisiere die Angaben deines LAN-Centers. Änderungen an den öffentlichen Angaben eines verifizierten Centers prüft unser Team, bevor sie erscheinen.`)
};

const fr_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettez à jour les informations de votre LAN center. Les modifications des informations publiques d'un centre vérifié sont examinées par notre équipe avant d'apparaître.`)
};

const es_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiza los datos de tu LAN center. Los cambios en los datos públicos de un centro verificado los revisa nuestro equipo antes de publicarse.`)
};

const pt_br2_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualize os dados do seu LAN center. Alterações nos dados públicos de um centro verificado são analisadas pela nossa equipe antes de aparecerem.`)
};

const ja_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターの情報を更新します。確認済みセンターの公開情報の変更は、掲載前に担当チームが審査します。`)
};

const ko_reg_center_intro_edit = /** @type {(inputs: Reg_Center_Intro_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 정보를 수정하세요. 인증된 센터의 공개 정보 변경은 표시되기 전에 저희 팀이 검토합니다.`)
};

/**
* | output |
* | --- |
* | "Update your LAN center's details. Changes to a verified center's public details are reviewed by our team before they appear." |
*
* @param {Reg_Center_Intro_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_intro_edit = /** @type {((inputs?: Reg_Center_Intro_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_Intro_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_intro_edit(inputs)
	if (locale === "fr") return fr_reg_center_intro_edit(inputs)
	if (locale === "es") return es_reg_center_intro_edit(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_intro_edit(inputs)
	if (locale === "ja") return ja_reg_center_intro_edit(inputs)
	if (locale === "ko") return ko_reg_center_intro_edit(inputs)
	return en_reg_center_intro_edit(inputs)
});