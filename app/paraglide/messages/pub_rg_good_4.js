/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Good_4Inputs */

const en_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can edit your review at any time; the page then shows 'edited', and we keep the earlier text for moderation. You can delete it too.`)
};

const de_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst deine Bewertung jederzeit bearbeiten; die Seite zeigt dann „bearbeitet“, und wir bewahren den früheren Text für die Moderation auf. Du kannst sie auch löschen.`)
};

const fr_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez modifier votre avis à tout moment ; la page indique alors « modifié » et nous conservons le texte précédent pour la modération. Vous pouvez aussi le supprimer.`)
};

const es_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes editar tu reseña en cualquier momento; la página mostrará «editada» y guardamos el texto anterior para la moderación. También puedes eliminarla.`)
};

const pt_br2_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode editar sua avaliação a qualquer momento; a página passa a mostrar "editada" e guardamos o texto anterior para a moderação. Você também pode excluí-la.`)
};

const ja_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューはいつでも編集できます。編集するとページに「編集済み」と表示され、以前の文章はモデレーションのために保管されます。削除することもできます。`)
};

const ko_pub_rg_good_4 = /** @type {(inputs: Pub_Rg_Good_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰는 언제든지 수정할 수 있습니다. 수정하면 페이지에 '수정됨'이 표시되고, 이전 내용은 검토를 위해 보관됩니다. 삭제할 수도 있습니다.`)
};

/**
* | output |
* | --- |
* | "You can edit your review at any time; the page then shows 'edited', and we keep the earlier text for moderation. You can delete it too." |
*
* @param {Pub_Rg_Good_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_4 = /** @type {((inputs?: Pub_Rg_Good_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Good_4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_good_4(inputs)
	if (locale === "fr") return fr_pub_rg_good_4(inputs)
	if (locale === "es") return es_pub_rg_good_4(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_good_4(inputs)
	if (locale === "ja") return ja_pub_rg_good_4(inputs)
	if (locale === "ko") return ko_pub_rg_good_4(inputs)
	return en_pub_rg_good_4(inputs)
});