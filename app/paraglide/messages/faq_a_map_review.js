/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Map_ReviewInputs */

const en_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every center is reviewed by our team before it appears on the map. After you register and choose a plan we check the details you gave us, and we e-mail you as soon as your listing is verified, or tell you what needs to change if we cannot verify it yet.`)
};

const de_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Center wird von unserem Team geprüft, bevor es auf der Karte erscheint. Nachdem Sie sich registriert und einen Tarif gewählt haben, prüfen wir Ihre Angaben und schreiben Ihnen, sobald Ihr Eintrag verifiziert ist, oder teilen Ihnen mit, was noch geändert werden muss, falls wir ihn noch nicht verifizieren können.`)
};

const fr_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque centre est examiné par notre équipe avant d’apparaître sur la carte. Une fois inscrit et votre formule choisie, nous vérifions les informations fournies et vous écrivons dès que votre fiche est vérifiée, ou vous indiquons ce qu’il faut modifier si nous ne pouvons pas encore la vérifier.`)
};

const es_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada centro antes de que aparezca en el mapa. Después de registrarte y elegir un plan, comprobamos los datos que nos diste y te escribimos en cuanto tu ficha esté verificada, o te decimos qué hay que cambiar si aún no podemos verificarla.`)
};

const pt_br2_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada centro é revisado pela nossa equipe antes de aparecer no mapa. Depois que você se cadastra e escolhe um plano, conferimos os dados informados e enviamos um e-mail assim que seu anúncio for verificado, ou dizemos o que precisa mudar se ainda não pudermos verificá-lo.`)
};

const ja_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのセンターは、地図に表示される前にチームが審査します。登録してプランを選ぶと、いただいた情報を確認し、掲載が認証され次第メールでお知らせします。まだ認証できない場合は、変更が必要な点をお伝えします。`)
};

const ko_faq_a_map_review = /** @type {(inputs: Faq_A_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 센터는 지도에 표시되기 전에 저희 팀이 검토합니다. 등록하고 요금제를 선택하시면 입력하신 정보를 확인하고, 등록 정보가 인증되는 즉시 이메일로 알려 드립니다. 아직 인증할 수 없다면 무엇을 고쳐야 하는지 알려 드립니다.`)
};

/**
* | output |
* | --- |
* | "Every center is reviewed by our team before it appears on the map. After you register and choose a plan we check the details you gave us, and we e-mail you a..." |
*
* @param {Faq_A_Map_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_map_review = /** @type {((inputs?: Faq_A_Map_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Map_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_map_review(inputs)
	if (locale === "fr") return fr_faq_a_map_review(inputs)
	if (locale === "es") return es_faq_a_map_review(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_map_review(inputs)
	if (locale === "ja") return ja_faq_a_map_review(inputs)
	if (locale === "ko") return ko_faq_a_map_review(inputs)
	return en_faq_a_map_review(inputs)
});